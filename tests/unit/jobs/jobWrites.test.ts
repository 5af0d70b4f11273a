import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';

const answered = { id: 7, description: 'Mil', operations: [{ _id: 3, operationId: 3, name: 'Torna' }], attachments: ['a.png'] };

/** Records each request's method, path and parsed body; answers the job. */
const serve = () => {
  const calls: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : {} });
      return new Response(JSON.stringify({ success: true, jobs: answered }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

describe('a job written through the dataProvider', () => {
  it('sends its operations and photos (computed, yet writable) and the names the form sends along', async () => {
    const calls = serve();
    const data = { operations: [3, 1], attachments: ['a.png', 'b.png'], workstationName: 'CNC Torna 1', totalPrice: 50, assignedToName: 'Mehmet Usta' };
    await dataProvider.update('jobs', { id: 7, data, previousData: answered });
    expect(calls).toEqual([{ method: 'PUT', url: '/v1/jobs/7', body: data }]);
  });

  it('never sends read-only fields, even when the record carries them', async () => {
    const calls = serve();
    const record = { ...answered, createdBy: 2, createdByName: 'Ali', customer: 'Can', thumbnails: ['/images/a.png?thumb=1'], createdAt: '2026-11-23T10:00:00.000Z' };
    const { data } = await dataProvider.create('jobs', { data: { ...record, description: 'Mil' } });
    expect(Object.keys(calls[0].body).sort()).toEqual(['attachments', 'description', 'operations']);
    expect(data.operations).toEqual(answered.operations);
  });
});
