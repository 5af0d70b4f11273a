import { seedLogsBulk, seedUsersBulk } from '../server/db/seed/adminBulk';
import { logPageQueries, type LogFilter } from '../server/services/activityLogQueries';
import { userListQueries, type UserListParams } from '../server/services/userLists';
import type { ListBenchTarget, ListTiming } from './lists';

/** Bulk sizes of issue 3. */
export const ADMIN_BULK = { logs: 100_000, users: 5_000 };
const RUNS = 40;
/** Rounds over all cases before any is timed. */
const WARM_UP = 5;
const PAGE_SIZE = 50;
/** The filter name of the one-row entry, which run.ts reads the fixed cost from. */
export const ONE_ROW = 'one row';
/** A surname of the bulk users: about one row in thirty carries it. */
const SEARCH = 'yıldırım';

interface Case {
  resource: 'logs' | 'users';
  page: number;
  filter: string;
  /** The API call, as the screen makes it. */
  path: string;
  /** The statements that endpoint runs, issued directly through the same driver, the same way. */
  sql: () => Promise<unknown>;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round2 = (n: number) => Math.round(n * 100) / 100;

const timed = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

/**
 * Seeds 100,000 log rows and 5,000 users, then times the list calls through the real HTTP
 * stack (auth included) and their SQL alone. API and SQL runs alternate, so a load spike on
 * the shared machine hits both alike.
 */
export const measureAdminLists = async (target: ListBenchTarget): Promise<ListTiming[]> => {
  const { db } = target;
  const seeded = performance.now();
  await seedUsersBulk(db, { users: ADMIN_BULK.users });
  await seedLogsBulk(db, { logs: ADMIN_BULK.logs });
  console.log(`${target.engine}: seeded ${ADMIN_BULK.users} users and ${ADMIN_BULK.logs} log rows in ${Math.round(performance.now() - seeded)} ms`);

  const countOf = async (table: 'activity_logs' | 'users') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const logRows = await countOf('activity_logs');
  const userRows = await countOf('users');

  const logCase = (filter: string, query: string, f: LogFilter, page: number, limit = PAGE_SIZE): Case => ({
    resource: 'logs',
    page,
    filter,
    path: `/v1/logs/all?page=${page}&limit=${limit}${query}`,
    sql: () => {
      const { rows, count } = logPageQueries(db, f, page, limit);
      return Promise.all([rows.execute(), count.executeTakeFirst()]);
    },
  });
  const userCase = (filter: string, query: string, p: Partial<UserListParams>): Case => ({
    resource: 'users',
    page: 1,
    filter,
    path: `/v1/users/admin/all?page=1&limit=20${query}`,
    sql: () => {
      const { page, summary } = userListQueries(db, {}, { page: 1, limit: 20, sort: 'createdAt', order: 'desc', ...p });
      return Promise.all([page.execute(), summary.executeTakeFirstOrThrow()]);
    },
  });
  // Page 2,000 exists only without a filter; a filtered list is timed on its own last page.
  const lastPage = async (f: LogFilter) => Math.max(1, Math.ceil(Number((await logPageQueries(db, f, 1, PAGE_SIZE).count.executeTakeFirst())?.n ?? 0) / PAGE_SIZE));
  const action: LogFilter = { action: 'update' };
  const search: LogFilter = { search: SEARCH };
  const searchQuery = `&search=${encodeURIComponent(SEARCH)}`;
  const cases: Case[] = [
    logCase('', '', {}, 1),
    logCase('', '', {}, 2000),
    logCase('action', '&action=update', action, 1),
    logCase('action', '&action=update', action, await lastPage(action)),
    logCase('search', searchQuery, search, 1),
    logCase('search', searchQuery, search, await lastPage(search)),
    // A one-row answer: its time minus its SQL's is the fixed cost of a request (issue 10).
    logCase(ONE_ROW, '&action=update', action, 1, 1),
    userCase('role', '&role=2', { roles: [2] }),
    userCase('search', `&q=${encodeURIComponent(SEARCH)}`, { q: SEARCH }),
  ];

  const apiOf = (c: Case) => () => target.api.get(c.path);
  // Warm every case first: PGlite's WebAssembly reaches its optimised tier only after a while.
  for (let round = 0; round < WARM_UP; round++)
    for (const c of cases) {
      await apiOf(c)();
      await c.sql();
    }
  const timings: ListTiming[] = [];
  for (const c of cases) {
    const api = apiOf(c);
    const apiMs: number[] = [];
    const sqlMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      apiMs.push(await timed(api));
      sqlMs.push(await timed(c.sql));
    }
    timings.push({
      engine: target.engine,
      resource: c.resource,
      rows: c.resource === 'logs' ? logRows : userRows,
      page: c.page,
      filter: c.filter,
      api_p50_ms: round2(median(apiMs)),
      sql_p50_ms: round2(median(sqlMs)),
    });
  }
  return timings;
};
