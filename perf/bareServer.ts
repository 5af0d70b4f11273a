// The bare baseline of issue 10 (bench only, never in the product): Fastify and a pg pool,
// answering GET /v1/logs/all with the very statements of the product's logs page 1, with no
// auth, no validation, no schemas. `npm run bench` runs it as a process of its own:
//   tsx perf/bareServer.ts <port>   (DATABASE_URL in the environment)
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../server/db/schema';
import { logPageQueries } from '../server/services/activityLogQueries';

pg.types.setTypeParser(20, (v: string) => Number(v));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// Only to compile the product's statements once; queries go straight to the pool.
const compiler = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
const PAGE = 1;
const LIMIT = 50;
const { rows, count } = logPageQueries(compiler, {}, PAGE, LIMIT);
const rowsSql = rows.compile();
const countSql = count.compile();

const app = Fastify({ logger: false });
app.get('/v1/logs/all', async () => {
  const [page, counted] = await Promise.all([pool.query(rowsSql.sql, [...rowsSql.parameters]), pool.query<{ n: number }>(countSql.sql, [...countSql.parameters])]);
  const total = Number(counted.rows[0]?.n ?? 0);
  return { success: true, logs: page.rows, total, pagination: { totalPages: Math.max(1, Math.ceil(total / LIMIT)), total, page: PAGE, limit: LIMIT } };
});
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
console.log('bare server listening');
