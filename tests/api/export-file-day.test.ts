// A download's file name carries the day in Istanbul, as every date of the app does.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Signed in before the clock moves, so the token is the only thing made at the real time.
  await t.tokenFor(3);
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

describe('the day in an export file name', () => {
  it('at 00:30 on 1 February in Istanbul (31 January 21:30 UTC) is 1 February', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-31T21:30:00Z') });
    const names = async (url: string) => {
      const res = await t.injectAs(3, { method: 'GET', url });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return res.headers['content-disposition'];
    };
    expect(await names('/v1/prices/report')).toBe('attachment; filename="gelir-raporu-2026-02-01.csv"');
    expect(await names('/v1/logs/export')).toBe('attachment; filename="aktivite-kayitlari-2026-02-01.csv"');
    expect(await names('/v1/jobs/export')).toBe('attachment; filename="jobs-2026-02-01.csv"');
  });
});
