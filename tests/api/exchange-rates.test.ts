import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createExchangeRates, parseCentralBankXml } from '../../server/services/exchangeRates';
import { buildTestApp, type TestApp } from './helpers/app';

const XML = readFileSync(new URL('../fixtures/tcmb-today.xml', import.meta.url), 'utf8');
const RECORDED = { EUR: 49.0395, USD: 42.3838 };

/** A stand-in for the central bank on 127.0.0.1, told how to behave per test. */
let mode: 'xml' | 'error' | 'hang' | 'garbage' = 'error';
let server: Server;
let url: string;
let t: TestApp;

beforeAll(async () => {
  server = createServer((_req, res) => {
    if (mode === 'hang') return; // never answers
    if (mode === 'error') return void res.writeHead(500).end('Internal Server Error');
    res.writeHead(200, { 'content-type': 'application/xml' }).end(mode === 'xml' ? XML : '<html><body>Bakım çalışması</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/kurlar/today.xml`;
  t = await buildTestApp({ ratesUrl: url });
});
afterAll(async () => {
  vi.useRealTimers();
  server.closeAllConnections();
  server.close();
  await t.close();
});

/** Signed at the (possibly moved) current time, so the token lives as long as the test needs. */
const getRates = async () => {
  const user = await t.app.db.selectFrom('users').select('id').where('role', '=', 0).executeTakeFirstOrThrow();
  const token = await t.app.accessTokens.sign({ sub: user.id, role: 0 }, Date.now());
  return t.app.inject({ method: 'GET', url: '/v1/users/exchange-rates', headers: { authorization: `Bearer ${token}` } });
};
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('parseCentralBankXml', () => {
  it('reads ForexSelling of EUR and USD from the recorded bulletin', () => {
    expect(parseCentralBankXml(XML)).toEqual(RECORDED);
  });

  it('divides by Unit and refuses a document without the rates', () => {
    expect(() => parseCentralBankXml(XML.replace('CurrencyCode="EUR"', 'CurrencyCode="XXX"'))).toThrow(/EUR/);
    expect(() => parseCentralBankXml('<html></html>')).toThrow();
    const twoUnits = XML.replace('<Unit>1</Unit>\n\t\t\t<Isim>ABD', '<Unit>2</Unit>\n\t\t\t<Isim>ABD');
    expect(parseCentralBankXml(twoUnits).USD).toBeCloseTo(RECORDED.USD / 2);
  });
});

describe('GET /users/exchange-rates', () => {
  it('answers 200 with no rates and a Turkish note while no value was ever obtained (issue 22: never a 503 on every page)', async () => {
    mode = 'error';
    const res = await getRates();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, updatedAt: null, fresh: false, message: 'Henüz döviz kuru yok: merkez bankasının kurlarına ulaşılamadı.' });
  });

  it('answers the source values once it answers (after the retry pause)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mode = 'xml';
    later(61_000);
    const res = await getRates();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: RECORDED, fresh: true, message: 'Döviz kurları güncel.' });
    expect(Date.parse(res.json().updatedAt)).toBe(Date.now());
  });

  it('keeps answering the last good value with its date when the source fails later', async () => {
    const first = (await getRates()).json().updatedAt;
    mode = 'error';
    later(31 * 60_000);
    const res = await getRates();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: RECORDED, updatedAt: first, fresh: false, message: 'Döviz kurları şu anda güncellenemiyor; son bilinen değerler gösteriliyor.' });
    vi.useRealTimers();
  });

  it('needs a session', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/users/exchange-rates' })).statusCode).toBe(401);
  });
});

describe('the exchange rates service', () => {
  const service = () => createExchangeRates({ db: t.app.db, url, log: t.app.log, timeoutMs: 300, cacheMs: 0, retryMs: 0 });

  it('starts from the value kept in the database (a restart) when the source fails', async () => {
    mode = 'error';
    const answer = await service().current();
    expect(answer).toMatchObject({ snapshot: { rates: RECORDED }, fresh: false });
  });

  it('gives up on a source that hangs after the timeout and keeps the last good value', async () => {
    mode = 'hang';
    const started = Date.now();
    const answer = await service().current();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer?.snapshot.rates).toEqual(RECORDED);
  });

  it('ignores garbage and keeps the last good value', async () => {
    const rates = service();
    mode = 'xml';
    expect((await rates.current())?.fresh).toBe(false); // cacheMs 0: never fresh, but read from the source
    mode = 'garbage';
    expect((await rates.current())?.snapshot.rates).toEqual(RECORDED);
  });

  it('takes a fresh value another process fetched from the database, without asking the source again', async () => {
    let fetches = 0;
    const counting: typeof fetch = (input, init) => {
      fetches++;
      return fetch(input, init);
    };
    const processes = () => createExchangeRates({ db: t.app.db, url, log: t.app.log, timeoutMs: 300, cacheMs: 60_000, retryMs: 0, fetchFn: counting });
    await t.app.db.deleteFrom('settings').where('key', '=', 'exchange_rates').execute();
    mode = 'xml';
    expect((await processes().current())?.fresh).toBe(true);
    expect(fetches).toBe(1);
    mode = 'error';
    expect(await processes().current()).toMatchObject({ snapshot: { rates: RECORDED }, fresh: true });
    expect(fetches).toBe(1);
  });

  it('answers nothing when no value was ever obtained', async () => {
    await t.app.db.deleteFrom('settings').where('key', '=', 'exchange_rates').execute();
    mode = 'garbage';
    expect(await service().current()).toBeNull();
  });
});
