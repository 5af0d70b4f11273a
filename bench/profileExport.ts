// Scratch: times one export batch's parts on a seeded PGlite (not part of npm run bench).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDb, migrate } from '../server/db/connect';
import { seedDemoIfEmpty } from '../server/db/seed';
import { seedJobsBulk } from '../server/db/seed/jobsBulk';
import { createResourceStore } from '../server/db/resourceStore';
import { jobsResource } from '../src/domain/resources/jobs';
import { jobComputedFields, jobExportCells } from '../server/services/jobs/jobSql';
import { resourceCsv } from '../server/services/transfer/resourceExport';

const dir = process.env.PDIR ?? mkdtempSync(path.join(tmpdir(), 'p2-'));
const h = await connectDb({ dataDir: dir, databaseUrl: process.env.DATABASE_URL });
await migrate(h.db);
await seedDemoIfEmpty(h.db);
const n = Number((await sql<{ n: number }>`select count(*)::int n from jobs`.execute(h.db)).rows[0].n);
if (n < 100_000) { const t0 = performance.now(); await seedJobsBulk(h.db, { jobs: 100_000 - n }); console.log('seed', performance.now() - t0); }
console.log('dir', dir);
const store = createResourceStore(h.db, jobsResource as never, { computed: jobComputedFields });
const params = { filters: {} };
const time = async (label: string, f: () => Promise<unknown>) => { const t = performance.now(); await f(); console.log(label, Math.round(performance.now() - t)); };
const q = (s: string) => () => sql.raw(s).execute(h.db);
await time('plain cols', q(`select * from jobs order by created_at desc, id desc limit 1000`));
await time('ops json', q(`select (select json_agg(json_build_object('_id', o.id, 'operationId', o.id, 'name', o.name, 'status', o.status) order by jo.position) from job_operations jo join operations o on o.id = jo.operation_id where jo.job_id = jobs.id) from jobs order by created_at desc, id desc limit 1000`));
await time('ops text', q(`select (select string_agg(o.name, ', ' order by jo.position) from job_operations jo join operations o on o.id = jo.operation_id where jo.job_id = jobs.id) from jobs order by created_at desc, id desc limit 1000`));
await time('explain', async () => console.log((await sql.raw(`explain analyze select *, (select json_agg(json_build_object('_id', o.id, 'operationId', o.id, 'name', o.name, 'status', o.status) order by jo.position) from job_operations jo join operations o on o.id = jo.operation_id where jo.job_id = jobs.id) from jobs order by created_at desc, id desc limit 1000`).execute(h.db)).rows.map((r: any) => r['QUERY PLAN']).join('\n')));
let i = 0;
const t0 = performance.now();
let rss = 0;
for await (const chunk of resourceCsv(store, jobsResource as never, 3, params, { grouped: jobExportCells, batch: Number(process.env.BATCH ?? 5000) })) { i++; rss = Math.max(rss, process.memoryUsage().rss); if (i % 5 === 0) console.log('chunk', i, Math.round(performance.now() - t0), Math.round(rss / 1e6)); if (process.env.FULL !== '1' && i > 10) break; }
console.log('export', i, Math.round(performance.now() - t0), 'rss', Math.round(rss / 1e6));
await h.close();
