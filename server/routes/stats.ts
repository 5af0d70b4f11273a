import type { FastifyInstance } from 'fastify';
import { quickStats } from '../services/quickStats';

/** The settings page's quick statistics: admins only, like the page itself. */
export const statsRoutes = async (app: FastifyInstance) => {
  app.get('/stats/quick', { config: { access: 'canAccessSettings' }, schema: { tags: ['stats'] } }, async () => ({
    success: true,
    data: await quickStats(app.db),
  }));
};
