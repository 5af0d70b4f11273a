import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../connect';
import { ensureDemoOperations } from './demoJobs';
import { withoutHistory } from '../../services/history/changeOrigin';

export interface BulkJobsOptions {
  jobs: number;
  /** Operations per job (3 by default, at most the active catalogue), drawn in a rotating order. */
  operationsPerJob?: number;
  /** Jobs are spread back in time from now, one every this many minutes. */
  minutesApart?: number;
}

/**
 * The bench's data: many jobs with operations and one photo key each, inserted set-based
 * (generate_series, one statement per table), then VACUUM ANALYZE (PGlite never autovacuums).
 * Photo keys are registered but have no files. Adds to what is there; ids are not assumed contiguous.
 */
export const seedJobsBulk = async (db: Db, options: BulkJobsOptions): Promise<{ jobs: number }> => {
  const minutes = options.minutesApart ?? 5;
  await ensureDemoOperations(db);
  const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);
  let benches = idsOf(await db.selectFrom('counters').select('id').where('status', '=', 1).orderBy('id').execute());
  if (!benches.length) benches = idsOf(await db.insertInto('counters').values([{ name: 'Toplu Tezgah 1' }, { name: 'Toplu Tezgah 2' }]).returning('id').execute());
  const operations = idsOf(await db.selectFrom('operations').select('id').where('status', '=', 'active').orderBy('id').execute());
  const perJob = Math.min(options.operationsPerJob ?? 3, operations.length);
  const customers = idsOf(await db.selectFrom('users').select('id').where('role', '=', 0).execute());
  const operators = idsOf(await db.selectFrom('users').select('id').where('role', '=', 4).execute());
  const before = (await db.selectFrom('jobs').select(sql<number>`coalesce(max(id), 0)`.as('max')).executeTakeFirstOrThrow()).max;
  const pick = (ids: number[], g: string) => (ids.length ? sql`(${sql.val(ids)}::int[])[1 + (${sql.raw(g)} % ${ids.length})]` : sql`null`);

  const insertJobs = sql`
    insert into jobs (title, description, status, priority, assigned_to, created_by, customer_id, customer_name, quantity, unit_price,
                      workstation_id, workstation_name, estimated_hours, created_at, updated_at, completed_at, paid_at, payment_method)
    select 'İş ' || g,
           (array['Flanş', 'Mil', 'Dişli', 'Burç', 'Kapak', 'Gövde', 'Pim'])[1 + g % 7] || ' işleme, parti ' || g,
           (array['pending', 'in-progress', 'completed', 'cancelled'])[1 + g % 4],
           (array['low', 'medium', 'medium', 'high', 'urgent'])[1 + g % 5],
           ${pick(operators, 'g')}, ${pick(operators, 'g')}, ${pick(customers, 'g')},
           (array['Akın Makina', 'Demir Döküm', 'Ege Hidrolik', 'Kaya Otomotiv', 'Yıldız Kalıp'])[1 + g % 5] || ' ' || (g % 97),
           1 + g % 20, ((g % 5000) + 10)::numeric / 4,
           c.id, c.name, 1 + (g % 16)::numeric / 4,
           t.at, t.at, case when g % 4 = 2 then t.at + interval '2 days' end,
           -- Two completed jobs in three are paid, three days on, by turns in each method: the
           -- pricing bench's lists and monthly report then span the whole year of jobs.
           case when g % 4 = 2 and g % 3 <> 0 then least(now(), t.at + interval '3 days') end,
           case when g % 4 = 2 and g % 3 <> 0 then (array['credit_card', 'bank_transfer', 'cash', 'cheque'])[1 + (g / 4) % 4] end
    from generate_series(1, ${options.jobs}::int) g
    cross join lateral (select now() - make_interval(mins => g * ${minutes}::int) as at) t
    join counters c on c.id = ${pick(benches, 'g')}
  `;
  // Made-up data for benches and tests, not anyone's change: no history for it.
  await db.transaction().execute(async (trx) => {
    await withoutHistory(trx);
    await insertJobs.execute(trx);
  });

  if (perJob > 0)
    await sql`
      insert into job_operations (job_id, operation_id, position)
      select j.id, (${sql.val(operations)}::int[])[1 + ((j.id + k) % ${operations.length})], k
      from jobs j cross join generate_series(0, ${perJob - 1}::int) k
      where j.id > ${before}
    `.execute(db);

  const batch = randomBytes(4).toString('hex');
  await sql`
    insert into images (id, thumb_key, content_type, byte_size)
    select 'bulk-' || ${batch} || '-' || j.id || '.jpg', 'images/thumbs/bulk-' || ${batch} || '-' || j.id || '.webp', 'image/jpeg', 0
    from jobs j where j.id > ${before}
  `.execute(db);
  await sql`
    insert into job_photos (photo_key, job_id, position)
    select 'bulk-' || ${batch} || '-' || j.id || '.jpg', j.id, 0 from jobs j where j.id > ${before}
  `.execute(db);

  await sql`vacuum analyze jobs, job_operations, job_photos, images`.execute(db);
  return { jobs: options.jobs };
};
