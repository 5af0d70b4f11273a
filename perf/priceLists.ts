import type { CompiledQuery } from 'kysely';
import { captureStatements, median, round2, timed } from './jobLists';
import type { ListBenchTarget, ListTiming } from './lists';

const RUNS = 40;
const WARM_UP = 5;

/** The pricing calls over the bulk jobs measureJobLists seeded (two completed jobs in three paid, across a year). */
const CALLS: { filter: string; path: string }[] = [
  { filter: 'completed-jobs page 1', path: '/v1/prices/completed-jobs?page=1&limit=20' },
  { filter: 'pending-jobs page 1', path: '/v1/prices/pending-jobs?page=1&limit=20' },
  { filter: 'all-jobs page 1', path: '/v1/prices/all-jobs?page=1&limit=20' },
  { filter: 'completed-jobs search', path: `/v1/prices/completed-jobs?page=1&limit=20&q=${encodeURIComponent('DEMİR DÖKÜM')}` },
  { filter: 'revenue-report month', path: '/v1/prices/revenue-report?groupBy=month' },
  { filter: 'summary', path: '/v1/prices/summary' },
];

/** The statements a pricing call runs on jobs (written as raw SQL: `from jobs`), the auth hook's lookup aside. */
const priceStatements = (statements: CompiledQuery[]) => statements.filter((q) => /\bfrom jobs\b/.test(q.sql));

/**
 * Times the payment lists, the monthly report and the figures through the real HTTP stack and,
 * as the floor, the very statements each call ran, replayed on the same driver (as jobLists does).
 */
export const measurePriceLists = async (target: ListBenchTarget): Promise<ListTiming[]> => {
  const { db } = target;
  const rows = Number((await db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const call = (path: string) => () => target.api.get(path);
  const cases = [];
  for (const c of CALLS) {
    let body: { total?: number; totalCount?: number } = {};
    const statements = priceStatements(
      await captureStatements(db, async () => {
        body = await target.api.json<typeof body>(c.path);
      }),
    );
    if (!statements.length) throw new Error(`${c.path}: no statement on jobs was caught`);
    console.log(`${target.engine} prices ${c.filter}: ${statements.length} statement(s), ${body.total ?? body.totalCount ?? '-'} jobs`);
    // The same statements, one after the other as the endpoint runs them, on the same driver.
    const sql = async () => {
      for (const s of statements) await db.executeQuery(s);
    };
    cases.push({ ...c, api: call(c.path), sql });
  }
  for (let round = 0; round < WARM_UP; round++)
    for (const c of cases) {
      await c.api();
      await c.sql();
    }
  const timings: ListTiming[] = [];
  for (const c of cases) {
    const apiMs: number[] = [];
    const sqlMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      apiMs.push(await timed(c.api));
      sqlMs.push(await timed(c.sql));
    }
    timings.push({ engine: target.engine, resource: 'prices', rows, page: 1, filter: c.filter, api_p50_ms: round2(median(apiMs)), sql_p50_ms: round2(median(sqlMs)) });
  }
  return timings;
};
