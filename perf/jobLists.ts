import { sql, type CompiledQuery } from 'kysely';
import type { Db } from '../server/db/connect';
import { seedJobsBulk } from '../server/db/seed/jobsBulk';
import type { ListBenchTarget, ListTiming } from './lists';

/** Bulk size of issue 4: jobs, each with operations and a photo key. */
export const JOB_BULK = { jobs: 100_000 };
const RUNS = 40;
/** Rounds over all cases before any is timed. */
const WARM_UP = 5;
const PAGE_SIZE = 50;
/** Page 2,000 of 50: the last of 100,000 rows. */
const DEEP_PAGE = 2000;
/** A customer of the bulk jobs (Turkish letters, other case): one job in five is theirs. */
const SEARCH = 'DEMİR DÖKÜM';
/** The date filter spans this many Istanbul days, ending the day before the newest job. */
const RANGE_DAYS = 180;

export type JobFilter = 'none' | 'bench+status+date' | 'search';

interface Case {
  page: number;
  filter: JobFilter;
  /** The API call, as the list screen makes it. */
  path: string;
  /** The statements the endpoint runs for it (the user lookup of the auth hook aside), captured from a real call. */
  statements: CompiledQuery[];
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
export const round2 = (n: number) => Math.round(n * 100) / 100;

export const timed = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

/**
 * The compiled statements `call` makes the database run, as the driver receives them (SQL text
 * and parameters), caught on the server's own Kysely executor. The bench is sequential, so
 * nothing else runs meanwhile.
 */
export const captureStatements = async (db: Db, call: () => Promise<void>): Promise<CompiledQuery[]> => {
  const executor = db.getExecutor();
  const own = Object.hasOwn(executor, 'executeQuery');
  const original = executor.executeQuery;
  const seen: CompiledQuery[] = [];
  executor.executeQuery = function (this: typeof executor, query, queryId) {
    seen.push(query);
    return original.call(this, query, queryId);
  } as typeof executor.executeQuery;
  try {
    await call();
  } finally {
    if (own) executor.executeQuery = original;
    else delete (executor as { executeQuery?: unknown }).executeQuery;
  }
  return seen;
};

/** The statements a job list call runs on the jobs table: the auth hook's user lookup is not the list's. */
const listStatements = (statements: CompiledQuery[]) => statements.filter((q) => /\bfrom "jobs"/.test(q.sql));

/**
 * Seeds 100,000 jobs (three operations and a photo key each), then times GET /v1/jobs through
 * the real HTTP stack (auth included) and, as the floor, the very statements that call ran,
 * replayed through the same driver. API and SQL runs alternate, so a load spike on the shared
 * machine hits both alike.
 */
export const measureJobLists = async (target: ListBenchTarget): Promise<ListTiming[]> => {
  const { db } = target;
  const seeded = performance.now();
  await seedJobsBulk(db, { jobs: JOB_BULK.jobs });
  console.log(`${target.engine}: seeded ${JOB_BULK.jobs} jobs with operations and photos in ${Math.round(performance.now() - seeded)} ms`);
  const rows = Number((await db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  const get = (path: string) => target.api.json<{ total: number; jobs: unknown[] }>(path);

  // The filter: the busiest bench and status of the last RANGE_DAYS Istanbul days.
  const range = (
    await sql<{ startDate: string; endDate: string }>`
      select to_char(d - ${RANGE_DAYS}::int, 'YYYY-MM-DD') as "startDate", to_char(d - 1, 'YYYY-MM-DD') as "endDate"
      from (select (max(created_at) at time zone 'Europe/Istanbul')::date as d from jobs) newest`.execute(db)
  ).rows[0]!;
  const busiest = (
    await sql<{ workstationId: number; status: string }>`
      select workstation_id as "workstationId", status from jobs
      where created_at >= (${range.startDate}::date)::timestamp at time zone 'Europe/Istanbul'
        and created_at < (${range.endDate}::date + 1)::timestamp at time zone 'Europe/Istanbul'
        and workstation_id is not null
      group by 1, 2 order by count(*) desc, 1, 2 limit 1`.execute(db)
  ).rows[0]!;
  const filterQuery = `&workstationId=${busiest.workstationId}&status=${busiest.status}&startDate=${range.startDate}&endDate=${range.endDate}`;
  const searchQuery = `&q=${encodeURIComponent(SEARCH)}`;

  const pathOf = (query: string, page: number) => `/v1/jobs?page=${page}&limit=${PAGE_SIZE}${query}`;
  /** Page DEEP_PAGE where the list reaches it, else its last page. */
  const deepPage = async (query: string) => Math.min(DEEP_PAGE, Math.max(1, Math.ceil((await get(pathOf(query, 1))).total / PAGE_SIZE)));
  const makeCase = async (filter: JobFilter, query: string, page: number): Promise<Case> => {
    const path = pathOf(query, page);
    let answer: { total: number; jobs: unknown[] } | undefined;
    const statements = listStatements(await captureStatements(db, async () => void (answer = await get(path))));
    if (!statements.length) throw new Error(`${path}: no statement on jobs was caught`);
    if (!answer?.jobs.length) throw new Error(`${path}: an empty page (total ${answer?.total})`);
    console.log(`${target.engine} jobs ${filter} page ${page} of ${Math.ceil(answer.total / PAGE_SIZE)} (${answer.total} jobs): ${statements.length} statement(s)`);
    return { page, filter, path, statements };
  };
  const cases: Case[] = [
    await makeCase('none', '', 1),
    await makeCase('none', '', DEEP_PAGE),
    await makeCase('bench+status+date', filterQuery, 1),
    await makeCase('bench+status+date', filterQuery, await deepPage(filterQuery)),
    await makeCase('search', searchQuery, 1),
    await makeCase('search', searchQuery, await deepPage(searchQuery)),
  ];
  console.log(`${target.engine} jobs filter: ${filterQuery.slice(1)}; search: q=${SEARCH}`);

  const apiOf = (c: Case) => () => target.api.get(c.path);
  // The same statements, one after the other as the endpoint runs them, on the same driver.
  const sqlOf = (c: Case) => async () => {
    for (const statement of c.statements) await db.executeQuery(statement);
  };
  // Warm every case first: PGlite's WebAssembly reaches its optimised tier only after a while.
  for (let round = 0; round < WARM_UP; round++)
    for (const c of cases) {
      await apiOf(c)();
      await sqlOf(c)();
    }
  const timings: ListTiming[] = [];
  for (const c of cases) {
    const api = apiOf(c);
    const floor = sqlOf(c);
    const apiMs: number[] = [];
    const sqlMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      apiMs.push(await timed(api));
      sqlMs.push(await timed(floor));
    }
    timings.push({
      engine: target.engine,
      resource: 'jobs',
      rows,
      page: c.page,
      filter: c.filter,
      api_p50_ms: round2(median(apiMs)),
      sql_p50_ms: round2(median(sqlMs)),
    });
  }
  return timings;
};
