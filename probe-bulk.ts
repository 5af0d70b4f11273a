import { sql } from 'kysely';
import { connectDb, migrate } from './server/db/connect';
import { seedDemoIfEmpty } from './server/db/seed';
import { seedJobsBulk } from './server/db/seed/jobsBulk';
import { jobsResource } from './src/domain/resources/jobs';
import { jobsBehaviour } from './server/resources/jobs';
import { createResourceStore } from './server/services/resourceStore';

const h = await connectDb(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, dataDir: '' } : { dataDir: 'memory://' });
await migrate(h.db);
await seedDemoIfEmpty(h.db);
let t0 = Date.now();
await seedJobsBulk(h.db, { jobs: 100_000 });
console.log('bulk 100k ms', Date.now() - t0);
const store = createResourceStore(h.db, jobsResource, { computed: jobsBehaviour.computed });
const bench = (await h.db.selectFrom('counters').select('id').where('status', '=', 1).executeTakeFirstOrThrow()).id;
const cases: [string, any][] = [
  ['page1', { page: 1, limit: 50, filters: {} }],
  ['page2000', { page: 2000, limit: 50, filters: {} }],
  ['filtered', { page: 1, limit: 50, filters: { workstationId: bench, status: 'completed' }, narrow: (q: any) => jobsBehaviour.narrowList!(q, { startDate: '2026-06-01', endDate: '2026-09-30' }) }],
  ['search', { page: 1, limit: 50, q: 'ege hidrolik 4', filters: {} }],
];
for (const [name, p] of cases) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 7; i++) { const s = performance.now(); const r = await store.list(p); total = r.total; times.push(performance.now() - s); }
  times.sort((a, b) => a - b);
  console.log(name, 'total', total, 'p50 ms', times[3].toFixed(1));
}
const explain = await sql.raw(`explain analyze select id, count(*) over() from jobs where workstation_id = ${bench} and status = 'completed' and created_at >= '2026-06-01' and created_at < '2026-10-01' order by created_at desc, id desc limit 50`).execute(h.db);
console.log(explain.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
const explain2 = await sql.raw(`explain analyze select id, count(*) over() from jobs where lower(translate(customer_name, 'ÇĞİIÖŞÜı', 'çğiiöşüi')) like lower(translate('%ege hidrolik 4%', 'ÇĞİIÖŞÜı', 'çğiiöşüi')) or lower(translate(title, 'ÇĞİIÖŞÜı', 'çğiiöşüi')) like lower(translate('%ege hidrolik 4%', 'ÇĞİIÖŞÜı', 'çğiiöşüi')) order by created_at desc, id desc limit 50`).execute(h.db);
console.log(explain2.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
await h.close();
