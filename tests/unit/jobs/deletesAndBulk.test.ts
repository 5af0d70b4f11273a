import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { deleteJobWithPhotos } from '../../../src/resources/jobs/deleteJobWithPhotos';
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

describe('deleting a job (001 section 4)', () => {
  it('deletes each photo first, goes on past one that fails, then deletes the job', async () => {
    const calls = serve((_, url) => (url.endsWith('b.png') ? json(500, { success: false, message: 'disk' }) : json(200, { success: true })));
    const outcome = await deleteJobWithPhotos(dataProvider, { id: 7, attachments: ['a.png', 'b.png', 'c.png'] });
    expect(calls).toEqual(['DELETE /v1/images/a.png', 'DELETE /v1/images/b.png', 'DELETE /v1/images/c.png', 'DELETE /v1/jobs/7']);
    expect(outcome).toEqual({ failedPhotos: 1 });
  });

  it('fails when the job itself cannot be deleted', async () => {
    serve((_, url) => (url.startsWith('/v1/jobs') ? json(403, { success: false, message: 'Bu işlem için yetkiniz bulunmuyor.' }) : json(200, {})));
    await expect(deleteJobWithPhotos(dataProvider, { id: 7, attachments: ['a.png'] })).rejects.toThrow('Bu işlem için yetkiniz bulunmuyor.');
  });
});

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
