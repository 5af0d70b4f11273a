import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';

export interface LogEntry {
  action: string;
  resource: string;
  resourceId?: string | number | null;
  description: string;
  /** Who did it, when the request carries no signed-in user (login, registration). */
  actor?: { id: number; name: string } | null;
}

const rowOf = (req: FastifyRequest, entry: LogEntry) => {
  const actor = entry.actor ?? (req.user ? { id: req.user.id, name: req.user.fullName } : null);
  return {
    user_id: actor?.id ?? null,
    user_name: actor?.name ?? 'Anonim',
    action: entry.action,
    resource: entry.resource,
    resource_id: entry.resourceId == null ? null : String(entry.resourceId),
    description: entry.description,
    ip: req.ip ?? '',
    user_agent: String(req.headers['user-agent'] ?? '').slice(0, 500),
  };
};

/** Writes one activity log row for a user action: who, what, on which resource, from where. */
export const writeActivity = async (db: Db, req: FastifyRequest, entry: LogEntry): Promise<void> => {
  await db.insertInto('activity_logs').values(rowOf(req, entry)).execute();
};

/** One row per entry of one request, a thousand per statement (a bulk change logs each record it changed). */
export const writeActivities = async (db: Db, req: FastifyRequest, entries: readonly LogEntry[]): Promise<void> => {
  for (let i = 0; i < entries.length; i += 1000) await db.insertInto('activity_logs').values(entries.slice(i, i + 1000).map((e) => rowOf(req, e))).execute();
};
