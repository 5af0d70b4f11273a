import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../plugins/auth';
import { pagedLogs, recentLogs } from '../services/activityLogQueries';

const recentQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

/** 50 rows per page is the activity log screen's size (000 section 9). */
const myLogsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  action: z.string().trim().max(64).optional(),
  resource: z.string().trim().max(64).optional(),
});

/**
 * Activity logs readable by every signed-in user, row-scoped: a user sees their own rows;
 * whoever holds canAccessActivityLog sees everyone's in the recent list.
 */
export const logRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/logs/recent', { config: { access: 'signedIn' }, schema: { tags: ['logs'], querystring: recentQuery } }, async (req) => {
    const user = requireUser(req);
    const everyone = user.permissions.includes('canAccessActivityLog');
    const logs = await recentLogs(app.db, everyone ? {} : { userId: user.id }, req.query.limit);
    return { success: true, logs };
  });

  r.get('/logs/my-logs', { config: { access: 'signedIn' }, schema: { tags: ['logs'], querystring: myLogsQuery } }, async (req) => {
    const user = requireUser(req);
    const { page, limit, action, resource } = req.query;
    const { logs, total, totalPages } = await pagedLogs(app.db, { userId: user.id, action, resource }, page, limit);
    return { success: true, logs, total, pagination: { totalPages, total, page, limit } };
  });
};
