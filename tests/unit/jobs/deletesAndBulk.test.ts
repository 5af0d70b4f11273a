import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { createOperationsOneByOne } from '../../../src/resources/operations/createOneByOne';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each call from the handler and records it as 'METHOD path body'. */
const serve = (handler: (method: string, url: string, body: string) => Response) => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}${init.body ? ` ${init.body}` : ''}`);
      return handler(method, url, String(init.body ?? ''));
    }),
  );
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

describe('bulk add of operations (001 section 7)', () => {
  it('posts the drafts one by one, trimmed, with the wire status, and answers those refused', async () => {
    const calls = serve((_, __, body) => (body.includes('Raybalama') ? json(409, { success: false, message: 'Bu isimde bir operasyon zaten mevcut' }) : json(201, { success: true, operations: { _id: 1, ...JSON.parse(body) } })));
    const done: number[] = [];
    const failed = await createOperationsOneByOne(
      dataProvider,
      [
        { name: ' Honlama ', description: 'İç yüzey', status: 'active' },
        { name: 'Raybalama', description: 'Delik', status: 'inactive' },
        { name: 'Tel Erozyon', description: ' Profil ', status: 'inactive' },
      ],
      (n) => done.push(n),
    );
    expect(calls).toEqual([
      'POST /v1/operations {"name":"Honlama","description":"İç yüzey","status":"active"}',
      'POST /v1/operations {"name":"Raybalama","description":"Delik","status":"inactive"}',
      'POST /v1/operations {"name":"Tel Erozyon","description":"Profil","status":"inactive"}',
    ]);
    expect(failed.map((d) => d.name)).toEqual(['Raybalama']);
    expect(done).toEqual([1, 2, 3]);
  });
});
