import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { quickStats } from '../services/quickStats';
import { openObject, replies, reply } from './replies';

const count = z.number();
const quickStatsReply = reply({
  data: openObject({
    users: openObject({ total: count, byRole: z.record(z.string(), count) }),
    counters: openObject({ total: count, active: count }),
    logsToday: count,
  }),
});

/** The settings page's quick statistics: admins only, like the page itself. */
export const statsRoutes = async (app: FastifyInstance) => {
  app.get('/stats/quick', { config: { access: 'canAccessSettings' }, schema: { tags: ['stats'], response: replies({ 200: quickStatsReply }) } }, async () => ({
    success: true,
    data: await quickStats(app.db),
  }));
};
