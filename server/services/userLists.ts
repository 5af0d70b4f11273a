import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { ROLE_NUMBERS, type RoleNumber } from '../../src/domain/roles';
import { USER_STATUSES, type UserStatus } from '../../src/domain/user';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { foldCase, likePattern } from '../db/resourceStore';

/** A customer is 'active' when they signed in within this window (000 section 4). */
const ACTIVE_WINDOW_MS = 30 * 24 * 3600_000;

export const USER_SORTS = {
  id: 'id',
  name: 'name',
  surname: 'surname',
  email: 'email',
  role: 'role',
  status: 'status',
  lastLogin: 'last_login',
  createdAt: 'created_at',
} as const;
export type UserSort = keyof typeof USER_SORTS;

/** Which users a list may show at all: its page's population (stats are counted over it). */
export interface UserScope {
  roles?: readonly RoleNumber[];
  /** Only this account (a supplier looking at the suppliers page sees their own record). */
  onlyId?: number;
}

/** What the caller asked to narrow the list to. */
export interface UserFilters {
  q?: string;
  roles?: readonly RoleNumber[];
  status?: UserStatus;
  /** Login activity: 'active' signed in within 30 days, 'passive' not. */
  activity?: 'active' | 'passive';
  /**
   * Fewer columns, for callers that only pick a customer (job forms). The search then matches
   * only what the picker shows (name, surname, company): a caller who may not see e-mails must
   * not find people by them either.
   */
  picker?: boolean;
}

export interface UserListParams extends UserFilters {
  page: number;
  limit: number;
  sort: UserSort;
  order: 'asc' | 'desc';
  now?: Date;
}

type Eb = ExpressionBuilder<Database, 'users'>;

const scopeOf = (eb: Eb, scope: UserScope): Expression<SqlBool> => {
  const parts: Expression<SqlBool>[] = [];
  if (scope.roles) parts.push(eb('role', 'in', [...scope.roles]));
  if (scope.onlyId !== undefined) parts.push(eb('id', '=', scope.onlyId));
  return eb.and(parts);
};

const recentSince = (now: Date) => new Date(now.getTime() - ACTIVE_WINDOW_MS);

const filtersOf = (eb: Eb, f: UserFilters, now: Date): Expression<SqlBool> => {
  const parts: Expression<SqlBool>[] = [];
  // Name, surname, e-mail (so the @username too) and firm (the suppliers' page promises it),
  // Turkish capitals folded; the picker's search what the picker shows.
  const firm = sql`coalesce(company->>'name', '')`;
  const searched = f.picker ? sql`name || ' ' || surname || ' ' || ${firm}` : sql`name || ' ' || surname || ' ' || email || ' ' || ${firm}`;
  if (f.q) parts.push(sql<SqlBool>`${foldCase(searched)} like ${foldCase(sql.val(likePattern(f.q)))}`);
  if (f.roles?.length) parts.push(eb('role', 'in', [...f.roles]));
  if (f.status) parts.push(eb('status', '=', f.status));
  if (f.activity === 'active') parts.push(eb('last_login', '>=', recentSince(now)));
  if (f.activity === 'passive') parts.push(eb.or([eb('last_login', 'is', null), eb('last_login', '<', recentSince(now))]));
  return eb.and(parts);
};

/** The users of a scope that match the filters, as a query to select from (the list's rows, the export's). */
export const matchingUsers = (db: Db, scope: UserScope, f: UserFilters, now: Date) =>
  db
    .selectFrom('users')
    .where((eb) => scopeOf(eb, scope))
    .where((eb) => filtersOf(eb, f, now));

/** The same in the list's order, ties broken by id. */
export const sortedUsers = (db: Db, scope: UserScope, p: UserFilters & { sort: UserSort; order: 'asc' | 'desc' }, now: Date) => {
  const column = USER_SORTS[p.sort];
  return (
    matchingUsers(db, scope, p, now)
      // Never-signed-in users sort after the others either way (last_login is the one nullable key).
      .$if(column === 'last_login', (q) => q.orderBy(sql`last_login ${sql.raw(p.order)} nulls last`))
      .$if(column !== 'last_login', (q) => q.orderBy(column, p.order))
      .orderBy('id', p.order)
  );
};

const count = (filter?: RawBuilder<unknown>) => (filter ? sql<number>`count(*) filter (where ${filter})` : sql<number>`count(*)`);

/**
 * The stat cards' counts over the scope: the same text for every request (literals, and the
 * window's start as `recent.since`, one parameter joined in as a one-row table), so they are
 * built once here rather than per request.
 */
const CARD_COUNTS = [
  count().as('total'),
  count(sql`last_login >= recent.since`).as('active'),
  ...ROLE_NUMBERS.map((r) => count(sql`role = ${sql.lit(r)}`).as(`role${r}`)),
  ...USER_STATUSES.map((st) => count(sql`status = ${sql.lit(st)}`).as(`status_${st}`)),
  count(sql`created_at >= recent.since`).as('new_total'),
  ...ROLE_NUMBERS.map((r) => count(sql`created_at >= recent.since and role = ${sql.lit(r)}`).as(`new_role${r}`)),
];

const FULL_COLUMNS = ['email', 'phone_number as phoneNumber', 'company', 'flags', 'status', 'last_login as lastLogin', 'created_at as createdAt'] as const;
// Projects the person takes part in: as manager, team member or customer (oem).
const ASSIGNED_PROJECTS = sql<number>`(select count(*)::int from projects p where p.project_manager = users.id or p.oem = users.id or exists (select 1 from project_members m where m.project_id = p.id and m.user_id = users.id))`.as('assignedProjects');
const COMPANY_NAME = sql<string | null>`company->>'name'`.as('companyName');

/**
 * The two statements of a users page, built, not run (the bench times these same statements):
 * the page of rows already in the wire shape (camelCase, no per-row work in JS), and one summary
 * row holding the filtered total and the stat cards' counts over the whole scope (the cards do
 * not move with the search).
 */
export const userListQueries = (db: Db, scope: UserScope, p: UserListParams) => {
  const now = p.now ?? new Date();
  const page = sortedUsers(db, scope, p, now)
    .select(['id', 'name', 'surname', 'role'])
    .$if(!p.picker, (q) => q.select([...FULL_COLUMNS, ASSIGNED_PROJECTS]))
    .$if(Boolean(p.picker), (q) => q.select(COMPANY_NAME))
    .limit(p.limit)
    .offset((p.page - 1) * p.limit);

  // The filtered total is a subquery, so the search can use its index while the stat
  // counters scan the scope once; still one statement, one round trip.
  const summary = db
    .selectFrom(['users', sql<{ since: Date }>`(select ${recentSince(now)}::timestamptz as since)`.as('recent')])
    .select((eb) => [
      eb
        .selectFrom('users')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where((inner) => scopeOf(inner, scope))
        .where((inner) => filtersOf(inner, p, now))
        .as('matching'),
      ...CARD_COUNTS,
    ])
    .where((eb) => scopeOf(eb, scope));
  return { page, summary };
};

interface UserStats {
  total: number;
  /** Signed in within 30 days / not (the customers' and suppliers' counters). */
  active: number;
  passive: number;
  byRole: Record<RoleNumber, number>;
  byStatus: Record<UserStatus, number>;
  /** Accounts created within the last 30 days: the dashboard tiles' change against 30 days ago. */
  newLast30Days: { total: number; byRole: Record<RoleNumber, number> };
}

/** One page of users with the filtered total and the stat cards, in two statements. */
export const listUsers = async (db: Db, scope: UserScope, p: UserListParams) => {
  const { page, summary } = userListQueries(db, scope, p);
  const [users, s] = await Promise.all([page.execute(), summary.executeTakeFirstOrThrow()]);
  const n = (v: unknown) => Number(v ?? 0);
  const stats: UserStats = {
    total: n(s.total),
    active: n(s.active),
    passive: n(s.total) - n(s.active),
    byRole: { 0: n(s.role0), 1: n(s.role1), 2: n(s.role2), 3: n(s.role3), 4: n(s.role4) },
    byStatus: { active: n(s.status_active), pending: n(s.status_pending), disabled: n(s.status_disabled) },
    newLast30Days: { total: n(s.new_total), byRole: { 0: n(s.new_role0), 1: n(s.new_role1), 2: n(s.new_role2), 3: n(s.new_role3), 4: n(s.new_role4) } },
  };
  return { users, total: n(s.matching), stats };
};
