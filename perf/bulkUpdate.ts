import { apiClient } from './apiClient';
import { readWhile, signIn } from './importLoad';
import type { ListBenchTarget } from './lists';
import { startBenchServer } from './server';

/** Issue 25: one bulk change of this many jobs' status, by ids, as the list's bulk action sends it. */
export const BULK_JOBS = 1000;

export interface BulkTiming {
  bulk_update_1000_ms: number;
  /** The slowest list answer another user got while the bulk change ran. */
  bulk_other_request_max_ms: number;
}

/** Jobs written straight into the table (the bench times the change, not their creation). */
const seedJobs = async (target: ListBenchTarget, n: number): Promise<number[]> => {
  const bench = await target.db.selectFrom('counters').select(['id', 'name']).where('status', '=', 1).executeTakeFirstOrThrow();
  const rows = Array.from({ length: n }, (_, i) => ({ description: `Toplu değişiklik işi ${i + 1}`, workstation_id: bench.id, workstation_name: bench.name, status: 'pending' as const, priority: 'medium' as const, quantity: 1, estimated_hours: 1 }));
  const ids = await target.db.insertInto('jobs').values(rows).returning('id').execute();
  return ids.map((r) => r.id);
};

/** Times PATCH /v1/jobs of BULK_JOBS ids while a master keeps reading the job list. */
export const measureBulkUpdate = async (target: ListBenchTarget): Promise<BulkTiming> => {
  const ids = await seedJobs(target, BULK_JOBS);
  const master = apiClient(target.baseUrl, await signIn(target.baseUrl, 4));
  let finished = false;
  try {
    // One warm-up change of a few jobs: the first request of a route pays for compiling its schemas.
    await fetch(`${target.baseUrl}/v1/jobs`, { method: 'PATCH', headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ids: ids.slice(0, 3), values: { priority: 'high' } }) });
    const start = performance.now();
    const changing = fetch(`${target.baseUrl}/v1/jobs`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids, values: { status: 'in-progress' } }),
    }).finally(() => (finished = true));
    const reader = readWhile(master.get, ['/v1/jobs?page=1&limit=25', '/v1/jobs?page=1&limit=25&status=pending'], () => finished);
    const res = await changing;
    const ms = performance.now() - start;
    const answer = (await res.json()) as { updated?: number; message?: string };
    if (!res.ok || answer.updated !== BULK_JOBS) throw new Error(`bulk change answered ${res.status}: ${answer.message}`);
    const { slowest, calls } = await reader;
    console.log(
      `${target.engine}: a bulk change of ${BULK_JOBS} jobs' status in ${Math.round(ms)} ms (goal < 2000); ` +
        `meanwhile ${calls} job list calls of a master, the slowest ${Math.round(slowest)} ms (goal ≤ 1000)`,
    );
    if (target.engine === 'pglite' && ms >= 2000) console.log(`over goal: bulk_update_1000_ms ${Math.round(ms)} ≥ 2000`);
    if (target.engine === 'pglite' && slowest > 1000) console.log(`over goal: bulk_other_request_max_ms ${Math.round(slowest)} > 1000`);
    return { bulk_update_1000_ms: Math.round(ms), bulk_other_request_max_ms: Math.round(slowest) };
  } finally {
    finished = true;
    master.close();
  }
};

/** On a server of its own (fresh data directory, or the PostgreSQL of databaseUrl). */
export const measureBulkUpdateAlone = async (databaseUrl?: string): Promise<BulkTiming> => {
  const server = await startBenchServer({ databaseUrl });
  try {
    return await measureBulkUpdate(server);
  } finally {
    await server.close();
  }
};
