import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';
import { resourceRoutes } from './resources';

/** Every area of the API under /v1. */
export const apiRoutes = async (app: FastifyInstance) => {
  await app.register(healthRoutes);
  await app.register(resourceRoutes);
};
