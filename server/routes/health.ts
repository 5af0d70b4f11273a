import type { FastifyInstance } from 'fastify';

/** Liveness for process managers and the end-to-end runner. */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/health', { config: { access: 'public' } }, async () => ({ success: true }));
};
