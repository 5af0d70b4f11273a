import { percentile } from './liveFanout';
import { startBenchServer, type BenchServer } from './server';

/** Operations on the bench's job: each is started then finished, in order, by one operator. */
const OPERATIONS = 60;
/** Taps made first and not timed (the route's first calls compile its queries and schemas). */
const WARM_UP = 10;

/**
 * Issue 26: an operator's tap as the tablet makes it, POST /v1/shop/jobs/:id/operations/:op/start
 * or /finish (with the good and scrap counts), each the round trip of one HTTP call on a job of
 * OPERATIONS operations worked in order by an employee; p95 over the timed taps.
 */
export const measureOperatorTaps = async (server: BenchServer): Promise<{ operator_tap_ms: number; operator_tap_p50_ms: number }> => {
  /** One call; its answer as the route's envelope gives it. */
  const call = async <T>(token: string, method: string, url: string, body: unknown): Promise<T> => {
    const res = await fetch(`${server.baseUrl}/v1${url}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  const bench = (await call<{ data: { id: number } }>(server.token, 'POST', '/counters', { name: 'Ölçüm Tezgahı', status: 'Aktif' })).data.id;
  const operations: number[] = [];
  for (let i = 0; i < OPERATIONS; i++)
    operations.push((await call<{ operations: { _id: number } }>(server.token, 'POST', '/operations', { name: `Ölçüm Operasyonu ${i + 1}`, description: 'Ölçüm', status: 'active' })).operations._id);
  const job = (await call<{ jobs: { id: number } }>(server.token, 'POST', '/jobs', { description: 'Ölçüm işi', workstationId: bench, estimatedHours: 2, quantity: 10, operations })).jobs.id;
  const operator = (await server.db.selectFrom('users').select('id').where('role', '=', 2).orderBy('id').executeTakeFirstOrThrow()).id;
  const token = await server.sign(operator, 2);

  const timings: number[] = [];
  for (const operationId of operations) {
    for (const [action, body] of [['start', {}], ['finish', { goodQuantity: 10, scrapQuantity: 0 }]] as const) {
      const startedAt = performance.now();
      await call(token, 'POST', `/shop/jobs/${job}/operations/${operationId}/${action}`, body);
      timings.push(performance.now() - startedAt);
    }
  }
  const timed = timings.slice(WARM_UP);
  const result = { operator_tap_ms: Math.round(percentile(timed, 95) * 10) / 10, operator_tap_p50_ms: Math.round(percentile(timed, 50) * 10) / 10 };
  console.log(`${server.engine}: an operator's tap (start or finish) in p95 ${result.operator_tap_ms} ms, p50 ${result.operator_tap_p50_ms} ms (${timed.length} taps)`);
  return result;
};

/** On a server of its own (fresh data directory, or the PostgreSQL of databaseUrl). */
export const measureOperatorTapsAlone = async (databaseUrl?: string) => {
  const server = await startBenchServer({ databaseUrl });
  try {
    return await measureOperatorTaps(server);
  } finally {
    await server.close();
  }
};
