import type { FastifyInstance } from 'fastify';
import { replies, reply } from './replies';

/** Liveness for process managers and the end-to-end runner. */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/health', { config: { access: 'public' }, schema: { tags: ['health'], response: replies({ 200: reply({}) }) } }, async () => ({ success: true }));
};
