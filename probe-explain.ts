import { CompiledQuery, sql } from 'kysely';
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
const captured: CompiledQuery[] = [];
const ex = h.db.getExecutor();
const orig = ex.executeQuery.bind(ex);
ex.executeQuery = (q, id) => { captured.push(q); return orig(q, id); };
const store = createResourceStore(h.db, jobsResource, { computed: jobsBehaviour.computed });
for (const p of [{ page: 1, limit: 50, filters: {} }, { page: 2000, limit: 50, filters: {} }]) {
  captured.length = 0;
  await store.list(p as any);
  ex.executeQuery = orig;
  const q = captured[0];
  const r = await h.db.executeQuery(CompiledQuery.raw('explain (analyze, buffers off) ' + q.sql, [...q.parameters]));
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  ex.executeQuery = (q2, id) => { captured.push(q2); return orig(q2, id); };
}
await h.close();
