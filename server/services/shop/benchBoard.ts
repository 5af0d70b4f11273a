import { sql } from 'kysely';
import { BOARD_SHOWN, type BoardColumn, type BoardJob } from '../../../src/domain/shop';
import { fill } from '../../../src/i18n/fill';
import { shop as t } from '../../../src/i18n/tr/shop';
import type { Db } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../errors';

interface BoardRow {
  bench_id: number;
  bench_name: string;
  day_hours: string | number;
  queued_hours: string | number | null;
  open_jobs: number | string;
  jobs: (Omit<BoardJob, 'estimatedHours'> & { estimatedHours: string | number | null })[];
}

const hours = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The bench board: every active bench with the first `shown` jobs of its open queue, the hours
 * the whole queue is estimated at, and whether that is more than the bench works in a day. One
 * statement. A shop's queues run to hundreds of jobs a bench: all of them were 1.5 MB and 30,000
 * nodes for 20 benches.
 */
export const readBoard = async (db: Db, shown = BOARD_SHOWN): Promise<BoardColumn[]> => {
  const { rows } = await sql<BoardRow>`
    select c.id as bench_id, c.name as bench_name, c.day_hours, q.queued_hours, q.open_jobs,
      coalesce((
        select json_agg(json_build_object('_id', f.id, 'title', f.title, 'description', left(f.description, 200), 'estimatedHours', f.estimated_hours, 'priority', f.priority, 'deadline', f.deadline, 'status', f.status)
          order by f.n)
        from (select j.*, row_number() over (order by j.queue_position asc nulls last, j.created_at asc, j.id asc) as n
              from jobs j where j.workstation_id = c.id and j.status in ('pending', 'in-progress')
              order by j.queue_position asc nulls last, j.created_at asc, j.id asc limit ${shown}) f), '[]'::json) as jobs
    from counters c
    cross join lateral (select sum(j.estimated_hours) as queued_hours, count(*) as open_jobs
                        from jobs j where j.workstation_id = c.id and j.status in ('pending', 'in-progress')) q
    where c.status = 1
    order by c.id`.execute(db);
  return rows.map((row) => {
    const jobs = row.jobs.map((j) => ({ ...j, estimatedHours: hours(j.estimatedHours), deadline: j.deadline === null ? null : new Date(j.deadline).toISOString() }));
    const queuedHours = Math.round(Number(row.queued_hours ?? 0) * 100) / 100;
    const dayHours = Number(row.day_hours);
    return { bench: { _id: row.bench_id, name: row.bench_name, dayHours }, queuedHours, overloaded: queuedHours > dayHours, jobs, hiddenJobs: Number(row.open_jobs) - jobs.length };
  });
};

/**
 * Puts these jobs on the bench in this order, all or none: a job from another bench moves here;
 * the bench's other open jobs follow in their order. Only open jobs may be moved.
 * Answers the bench's name for the log.
 */
export const setBenchQueue = async (trx: Db, benchId: number, jobIds: number[]): Promise<string> => {
  if (new Set(jobIds).size !== jobIds.length) throw badRequest(t.queueDuplicate, { jobIds: t.queueDuplicate });
  const bench = await trx.selectFrom('counters').select(['id', 'name']).where('id', '=', benchId).forUpdate().executeTakeFirst();
  if (!bench) throw notFound(t.benchNotFound);
  if (jobIds.length) {
    const found = await trx.selectFrom('jobs').select(['id', 'status']).where('id', 'in', jobIds).forUpdate().execute();
    const byId = new Map(found.map((j) => [j.id, j.status]));
    const missing = jobIds.find((id) => !byId.has(id));
    if (missing !== undefined) throw notFound(fill(t.queueJobMissing, { id: missing }));
    const locked = jobIds.find((id) => byId.get(id) !== 'pending' && byId.get(id) !== 'in-progress');
    if (locked !== undefined) throw conflict(fill(t.queueJobLocked, { id: locked }));
  }
  const rest = await trx
    .selectFrom('jobs as j')
    .select('j.id')
    .where('j.workstation_id', '=', benchId)
    .where('j.status', 'in', ['pending', 'in-progress'])
    .where('j.id', 'not in', jobIds.length ? jobIds : [0])
    .orderBy(sql`j.queue_position asc nulls last, j.created_at asc, j.id asc`)
    .execute();
  const order = [...jobIds, ...rest.map((r) => r.id)];
  if (order.length)
    await sql`
      update jobs set workstation_id = ${benchId}, workstation_name = ${bench.name}, queue_position = q.pos - 1, updated_at = now()
      from unnest(${order}::int[]) with ordinality as q(id, pos) where jobs.id = q.id`.execute(trx);
  return bench.name;
};
