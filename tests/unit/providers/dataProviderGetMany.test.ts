import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { ID_LIST_MAX } from '../../../src/domain/resources/idList';

/** Answers each list request with a record per asked id, under the resource's envelope and id key; records the URLs. */
const serve = (envelope: string, idKey: string) => {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const ids = (new URL(url, 'http://x').searchParams.get('id') ?? '').split(',').map(Number);
      const rows = ids.map((id) => ({ [idKey]: id, name: `Kayıt ${id}` }));
      return new Response(JSON.stringify({ success: true, [envelope]: rows, total: rows.length }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
};

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

afterEach(() => vi.unstubAllGlobals());

describe('getMany through the dataProvider', () => {
  it('asks for 25 ids in one list request (it sent 25 before), and answers every record', async () => {
    const urls = serve('data', 'id');
    const { data } = await dataProvider.getMany('counters', { ids: range(25) });
    expect(urls).toEqual([`/v1/counters?id=${range(25).join(',')}&limit=25`]);
    expect(data.map((r) => r.id)).toEqual(range(25));
  });

  it('gives records the screen id whatever the wire calls it (_id for operations)', async () => {
    const urls = serve('operations', '_id');
    const { data } = await dataProvider.getMany('operations', { ids: [4, 9] });
    expect(urls).toHaveLength(1);
    expect(data).toEqual([expect.objectContaining({ id: 4, _id: 4 }), expect.objectContaining({ id: 9, _id: 9 })]);
  });

  it('names each id once', async () => {
    const urls = serve('data', 'id');
    await dataProvider.getMany('counters', { ids: [3, 3, 5, 3] });
    expect(urls).toEqual(['/v1/counters?id=3,5&limit=2']);
  });

  it('splits only past the server’s bound: one request per ID_LIST_MAX ids', async () => {
    const urls = serve('data', 'id');
    const { data } = await dataProvider.getMany('counters', { ids: range(ID_LIST_MAX) });
    expect(urls).toHaveLength(1);
    expect(data).toHaveLength(ID_LIST_MAX);
    urls.length = 0;
    const more = await dataProvider.getMany('counters', { ids: range(2 * ID_LIST_MAX + 1) });
    expect(urls).toHaveLength(3);
    expect(urls.map((u) => new URL(u, 'http://x').searchParams.get('id')!.split(',').length)).toEqual([ID_LIST_MAX, ID_LIST_MAX, 1]);
    expect(more.data.map((r) => r.id)).toEqual(range(2 * ID_LIST_MAX + 1));
  });

  it('asks for nothing when no id is asked for', async () => {
    const urls = serve('data', 'id');
    expect((await dataProvider.getMany('counters', { ids: [] })).data).toEqual([]);
    expect(urls).toEqual([]);
  });
});
