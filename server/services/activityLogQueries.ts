import type { Db } from '../db/connect';
import type { ActivityLogRow } from '../db/schema';

/** An activity log entry as the API answers it (000 section 3). */
export interface LogEntry {
  id: number;
  createdAt: string;
  userId: number | null;
  userName: string;
  description: string;
  ip: string;
  userAgent: string;
  action: string;
  resource: string;
  resourceId: string | null;
}

export const toLogEntry = (row: ActivityLogRow): LogEntry => ({
  id: Number(row.id),
  createdAt: new Date(row.created_at).toISOString(),
  userId: row.user_id,
  userName: row.user_name,
  description: row.description,
  ip: row.ip,
  userAgent: row.user_agent,
  action: row.action,
  resource: row.resource,
  resourceId: row.resource_id,
});

export interface LogScope {
  /** Only this user's rows; undefined means everyone's (admins). */
  userId?: number;
  action?: string;
  resource?: string;
}

const scoped = (db: Db, scope: LogScope) => {
  let query = db.selectFrom('activity_logs');
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  if (scope.action) query = query.where('action', '=', scope.action);
  if (scope.resource) query = query.where('resource', '=', scope.resource);
  return query;
};

export const recentLogs = async (db: Db, scope: LogScope, limit: number): Promise<LogEntry[]> => {
  const rows = await scoped(db, scope).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toLogEntry);
};

export const pagedLogs = async (
  db: Db,
  scope: LogScope,
  page: number,
  limit: number,
): Promise<{ logs: LogEntry[]; total: number; totalPages: number }> => {
  const [rows, counted] = await Promise.all([
    scoped(db, scope).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
    scoped(db, scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const total = Number(counted?.n ?? 0);
  return { logs: rows.map(toLogEntry), total, totalPages: Math.max(1, Math.ceil(total / limit)) };
};
