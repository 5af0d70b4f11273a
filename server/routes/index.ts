import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from './resources';

/** Every area of the API under /v1. */
export const apiRoutes = async (app: FastifyInstance) => {
  await app.register(resourceRoutes);
};
