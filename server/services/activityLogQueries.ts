import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { foldCase, likePattern } from '../db/resourceStore';
import type { ListTotals } from './listTotals';

/** An activity log entry as the API answers it (000 section 3). */
export interface LogEntry {
  id: number;
  createdAt: Date;
  userId: number | null;
  userName: string;
  description: string;
  ip: string;
  userAgent: string;
  action: string;
  resource: string;
  resourceId: string | null;
}

/** The columns in the wire shape, so a page goes out without any per-row work in JS. */
const LOG_COLUMNS = [
  'id',
  'created_at as createdAt',
  'user_id as userId',
  'user_name as userName',
  'description',
  'ip',
  'user_agent as userAgent',
  'action',
  'resource',
  'resource_id as resourceId',
] as const;

export interface LogFilter {
  /** Only this user's rows (my-logs, or an admin's user filter); undefined means everyone's. */
  userId?: number;
  action?: string;
  resource?: string;
  resourceId?: string;
  /** Substring of any text of the row (user, description, action, resource, IP, browser), Turkish capitals folded. */
  search?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** The searched text: the same expression as the trigram index of migration 0017. */
const searchable = foldCase(sql`description || ' ' || user_name || ' ' || action || ' ' || resource || ' ' || ip || ' ' || user_agent`);

export const logFilterOf = (eb: ExpressionBuilder<Database, 'activity_logs'>, f: LogFilter): Expression<SqlBool> => {
  const parts: Expression<SqlBool>[] = [];
  if (f.userId !== undefined) parts.push(eb('user_id', '=', f.userId));
  if (f.action) parts.push(eb('action', '=', f.action));
  if (f.resource) parts.push(eb('resource', '=', f.resource));
  if (f.resourceId) parts.push(eb('resource_id', '=', f.resourceId));
  if (f.search) parts.push(sql<SqlBool>`${searchable} like ${foldCase(sql.val(likePattern(f.search)))}`);
  if (f.from) parts.push(eb('created_at', '>=', f.from));
  if (f.to) parts.push(eb('created_at', '<', f.to));
  return eb.and(parts);
};

const filtered = (db: Db, f: LogFilter) => db.selectFrom('activity_logs').where((eb) => logFilterOf(eb, f));

/**
 * The two statements of a log page, built, not run (the bench times these same statements).
 * The page picks its ids first from the (…, created_at desc, id desc) index alone, so a deep
 * page skips rows on the index without reading them, then reads only its own rows. The count
 * is one statement over the same filter, which the planner answers from an index too.
 */
export const logPageQueries = (db: Db, f: LogFilter, page: number, limit: number) => {
  const ids = filtered(db, f)
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit);
  const rows = db.selectFrom('activity_logs').select(LOG_COLUMNS).where('id', 'in', ids).orderBy('created_at', 'desc').orderBy('id', 'desc');
  const count = filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n'));
  return { rows, count };
};

export interface LogPage {
  logs: LogEntry[];
  total: number;
  totalPages: number;
}

/** How many rows the filter selects: an export tells it before the rows. */
export const countLogs = async (db: Db, f: LogFilter): Promise<number> => {
  const { count } = logPageQueries(db, f, 1, 1);
  return Number((await count.executeTakeFirst())?.n ?? 0);
};

/** A page of the log; with `totals`, a total kept since nothing was logged is not counted again. */
export const pagedLogs = async (db: Db, f: LogFilter, page: number, limit: number, totals?: ListTotals): Promise<LogPage> => {
  const { rows, count } = logPageQueries(db, f, page, limit);
  const slot = totals?.slot(count);
  const counting = slot?.known !== undefined ? slot.known : count.executeTakeFirst().then((c) => Number(c?.n ?? 0));
  const [logs, total] = await Promise.all([rows.execute(), counting]);
  slot?.keep(total);
  return { logs, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
};

export const recentLogs = (db: Db, f: LogFilter, limit: number): Promise<LogEntry[]> =>
  filtered(db, f).select(LOG_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
