import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';

/** Records every request (method, URL, JSON body) and answers the bulk route's success. */
const serve = () => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ success: true, message: 'tamam', updated: 3 }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

describe('bulk changes through the dataProvider', () => {
  it('updates many records in one PATCH of the resource path, the values as the wire writes them', async () => {
    const calls = serve();
    await dataProvider.updateMany('counters', { ids: [1, 2, 3], data: { status: 'Pasif' } });
    expect(calls).toEqual([{ method: 'PATCH', url: '/v1/counters', body: { ids: [1, 2, 3], values: { status: 0 } } }]);
  });

  it('sends the list filter instead of ids for "all matching"', async () => {
    const calls = serve();
    await dataProvider.updateMany('counters', { ids: [1], data: { status: 'Aktif' }, meta: { filter: { q: 'torna' } } });
    expect(calls).toEqual([{ method: 'PATCH', url: '/v1/counters', body: { filter: { q: 'torna' }, values: { status: 1 } } }]);
  });

  it('deletes many records in one DELETE of the resource path', async () => {
    const calls = serve();
    await dataProvider.deleteMany('counters', { ids: [4, 5] });
    expect(calls).toEqual([{ method: 'DELETE', url: '/v1/counters', body: { ids: [4, 5] } }]);
  });
});
