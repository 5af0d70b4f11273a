// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsError, createNetgsmSender, parseNetgsmReply } from '../../server/services/sms';

const REPLIES = JSON.parse(readFileSync(new URL('../fixtures/netgsm-replies.json', import.meta.url), 'utf8')) as Record<string, string>;

/** A stand-in provider on 127.0.0.1 answering the recorded reply chosen per test. */
let reply: { status: number; body: string; hang?: boolean } = { status: 200, body: REPLIES.accepted };
let received: { method?: string; type?: string; form: URLSearchParams } | null = null;
let server: Server;
let url: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received = { method: req.method, type: req.headers['content-type'], form: new URLSearchParams(await readBody(req)) };
    if (reply.hang) return;
    res.writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/send/get`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const sender = (timeoutMs = 2000) => createNetgsmSender({ url, user: '8501234567', password: 'gizli-parola', sender: 'ATOLYE', timeoutMs });
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (err: unknown) => err as SmsError);

describe('parseNetgsmReply', () => {
  it('reads the accepted replies with their job id', () => {
    expect(parseNetgsmReply(REPLIES.accepted)).toEqual({ ok: true, jobId: '1734219066' });
    expect(parseNetgsmReply(REPLIES.acceptedDateCorrected)).toEqual({ ok: true, jobId: '1734219067' });
  });

  it('names the refusal codes and anything unexpected', () => {
    for (const [key, code] of [['messageTextProblem', '20'], ['authError', '30'], ['unknownHeader', '40'], ['badParameters', '70'], ['limitExceeded', '80'], ['systemError', '100']])
      expect(parseNetgsmReply(REPLIES[key])).toMatchObject({ ok: false, code });
    expect(parseNetgsmReply(REPLIES.maintenancePage)).toMatchObject({ ok: false, code: 'unknown' });
    expect(parseNetgsmReply('00')).toMatchObject({ ok: false }); // accepted without a job id is not trusted
  });
});

describe('createNetgsmSender', () => {
  it('posts the message form-encoded, credentials in the body, Turkish text intact', async () => {
    reply = { status: 200, body: REPLIES.accepted };
    await sender().send('905321112233', 'Atölye doğrulama kodunuz: 123456.');
    expect(received?.method).toBe('POST');
    expect(received?.type).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(received!.form)).toEqual({
      usercode: '8501234567',
      password: 'gizli-parola',
      gsmno: '905321112233',
      message: 'Atölye doğrulama kodunuz: 123456.',
      msgheader: 'ATOLYE',
      dil: 'TR',
    });
  });

  it('rejects with the provider code on a refusal, and never puts the password in the error', async () => {
    reply = { status: 200, body: REPLIES.authError };
    const err = await failureOf(sender().send('905321112233', 'x'));
    expect(err).toBeInstanceOf(SmsError);
    expect(err?.providerCode).toBe('30');
    expect(err?.message).not.toContain('gizli-parola');
  });

  it('rejects on an HTTP error, on an unreachable provider and on a provider that hangs', async () => {
    reply = { status: 503, body: REPLIES.maintenancePage };
    expect((await failureOf(sender().send('905321112233', 'x')))?.providerCode).toBe('http');
    reply = { status: 200, body: '', hang: true };
    expect((await failureOf(sender(200).send('905321112233', 'x')))?.providerCode).toBe('network');
    const unreachable = createNetgsmSender({ url: 'http://127.0.0.1:9/sms', user: 'u', password: 'p', sender: 'S', timeoutMs: 500 });
    expect((await failureOf(unreachable.send('905321112233', 'x')))?.providerCode).toBe('network');
  });

  it('uses an injected fetch when given one', async () => {
    const calls: string[] = [];
    const fake = (async (input: string | URL | Request) => {
      calls.push(String(input));
      return new Response(REPLIES.accepted);
    }) as typeof fetch;
    await createNetgsmSender({ url: 'https://sms.example/send', user: 'u', password: 'p', sender: 'S' }, fake).send('905321112233', 'x');
    expect(calls).toEqual(['https://sms.example/send']);
  });
});
