import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, TimeoutError, request } from '../../src/providers/httpClient';
import { LOGOUT_EVENT, TOKEN_KEY, tokenStore } from '../../src/providers/tokenStore';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const later = <T,>(ms: number, value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), ms));
const bearerOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

let fetchMock: ReturnType<typeof vi.fn<Handler>>;
let logouts: number;
const countLogout = () => (logouts += 1);

const serve = (handler: Handler) => {
  fetchMock = vi.fn<Handler>(handler);
  vi.stubGlobal('fetch', fetchMock);
};
const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/v1/auth/refresh');

beforeEach(() => {
  localStorage.clear();
  logouts = 0;
  window.addEventListener(LOGOUT_EVENT, countLogout);
});
afterEach(() => {
  window.removeEventListener(LOGOUT_EVENT, countLogout);
  vi.unstubAllGlobals();
});

describe('the refresh queue', () => {
  it('meets twenty parallel requests with an expired token with one refresh, then retries all twenty', async () => {
    tokenStore.set('old');
    serve((url, init) => {
      if (url === '/v1/auth/refresh') return later(15, () => json(200, { accessToken: 'new' }));
      // The expired answers arrive spread out: some before the refresh ends, some after.
      const n = Number(url.split('/').pop());
      if (bearerOf(init) === 'Bearer old') return later(n * 2, () => json(401, { success: false, code: 'TOKEN_EXPIRED', message: 'Oturum süreniz dolmuş.' }));
      return later(1, () => json(200, { success: true, n }));
    });

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => request(`/items/${i}`)));

    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0][1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(answers.map((a) => a.body.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    for (let i = 0; i < 20; i++) {
      const calls = fetchMock.mock.calls.filter(([url]) => url === `/v1/items/${i}`);
      expect(calls.map(([, init]) => bearerOf(init))).toEqual(['Bearer old', 'Bearer new']);
    }
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new');
    expect(logouts).toBe(0);
  });

  it("also refreshes on a 401 whose message says 'Token expired'", async () => {
    tokenStore.set('old');
    serve((url, init) => {
      if (url === '/v1/auth/refresh') return json(200, { accessToken: 'new' });
      return bearerOf(init) === 'Bearer new' ? json(200, { ok: true }) : json(401, { message: 'Token expired' });
    });
    await expect(request('/users/@me')).resolves.toMatchObject({ status: 200, body: { ok: true } });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('on a failed refresh removes the token and fires the logout event once for the failing request', async () => {
    tokenStore.set('old');
    serve((url) => (url === '/v1/auth/refresh' ? json(401, { success: false }) : json(401, { code: 'TOKEN_EXPIRED' })));

    const err = await request('/users/@me').catch((e: unknown) => e);

    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(401);
    expect(refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(logouts).toBe(1);
  });

  it('keeps the session when the refresh gets no answer: the network error reaches every waiting request, and they still share one refresh', async () => {
    tokenStore.set('old');
    serve((url) => (url === '/v1/auth/refresh' ? new Promise<Response>((_resolve, reject) => setTimeout(() => reject(new TypeError('network down')), 5)) : later(1, () => json(401, { code: 'TOKEN_EXPIRED' }))));

    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => request(`/items/${i}`)));

    // A dropped connection is no refusal: the form shows the connection text and the user stays signed in.
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof TypeError)).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('old');
    expect(logouts).toBe(0);
  });

  it('takes a 5xx of the refresh (a server restarting) for no answer, and a 401 for the end of the session', async () => {
    tokenStore.set('old');
    serve((url) => (url === '/v1/auth/refresh' ? json(503, { success: false }) : json(401, { code: 'TOKEN_EXPIRED' })));
    await expect(request('/items/1')).rejects.toMatchObject({ status: 503 });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('old');
    expect(logouts).toBe(0);

    serve((url) => (url === '/v1/auth/refresh' ? json(401, { success: false, code: 'INVALID_TOKEN' }) : json(401, { code: 'TOKEN_EXPIRED' })));
    await expect(request('/items/1')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(logouts).toBe(1);
  });

  it('on any other 401 fires the logout event without refreshing', async () => {
    tokenStore.set('forged');
    serve(() => json(401, { success: false, code: 'INVALID_TOKEN', message: 'Oturum süreniz dolmuş.' }));

    await expect(request('/users/@me')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(logouts).toBe(1);
  });

  it('leaves a 401 of an anonymous call (a wrong password) to the caller', async () => {
    serve(() => json(401, { success: false, message: 'E-posta veya şifre hatalı.' }));
    await expect(request('/auth/login', { method: 'POST', body: {}, anonymous: true })).rejects.toMatchObject({ status: 401, message: 'E-posta veya şifre hatalı.' });
    expect(refreshCalls()).toHaveLength(0);
    expect(logouts).toBe(0);
  });
});

describe('the authenticated helper', () => {
  it('returns a 304 as it is', async () => {
    tokenStore.set('t');
    serve(() => new Response(null, { status: 304 }));
    const answer = await request('/logs/recent');
    expect(answer.status).toBe(304);
    expect(answer.body).toEqual({});
  });

  it("gives up with 'Request timeout' after the timeout", async () => {
    serve((_, init) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const err = await request('/slow', { timeout: 20 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect((err as Error).message).toBe('Request timeout');
  });

  it('sends the bearer token, cookies and no-cache headers, and JSON bodies', async () => {
    tokenStore.set('abc');
    serve(() => json(200, { success: true }));
    await request('/counters', { method: 'POST', body: { name: 'Torna' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/v1/counters');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Torna"}' });
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer abc',
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      Pragma: 'no-cache',
      Expires: '0',
    });
  });

  it('throws the server message with its status and field errors', async () => {
    serve(() => json(400, { success: false, message: 'Tezgah adı gereklidir', errors: { name: 'Tezgah adı gereklidir' } }));
    await expect(request('/counters', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Tezgah adı gereklidir',
      body: { errors: { name: 'Tezgah adı gereklidir' } },
    });
  });

  it('does not send a request whose signal is already aborted', async () => {
    serve((_, init) => (init.signal?.aborted ? Promise.reject(init.signal.reason) : json(200, {})));
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(request('/counters', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
