import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { healthRoutes } from './health';
import { imageRoutes } from './images';
import { jobRoutes } from './jobs';
import { logRoutes } from './logs';
import { materialRoutes } from './materials';
import { projectRoutes } from './projects';
import { fileRoutes } from './files';
import { modelRoutes } from './models';
import { activityRoutes } from './activities';
import { resourceRoutes } from './resources';
import { settingsRoutes } from './settings';
import { statsRoutes } from './stats';
import { userRoutes } from './users';
import { userProjectRoutes } from './userProjects';
import { usersAdminRoutes } from './usersAdmin';

/** Every area of the API under /v1. */
export const apiRoutes = async (app: FastifyInstance) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(usersAdminRoutes);
  await app.register(userProjectRoutes);
  await app.register(projectRoutes);
  await app.register(activityRoutes);
  await app.register(fileRoutes);
  await app.register(modelRoutes);
  await app.register(resourceRoutes);
  await app.register(jobRoutes);
  await app.register(imageRoutes);
  await app.register(settingsRoutes);
  await app.register(logRoutes);
  await app.register(statsRoutes);
  await app.register(materialRoutes);
};
