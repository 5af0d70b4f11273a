import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { procedureCatalogue } from '../services/procedures/procedureCatalogue';
import { replies, reply } from './replies';

// Closed objects: the catalogue names every key, and fast-json-stringify writes closed ones fastest.
const procedureReply = z.strictObject({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isActive: z.boolean(),
});

const categoryReply = z.strictObject({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  procedures: z.array(procedureReply),
  procedureCount: z.number(),
});

const catalogueReply = replies({ 200: reply({ data: z.array(categoryReply) }) });

/**
 * GET /v1/procedures/ (001 section 7): every category with its procedures, for the procedure
 * management page. The single category and procedure routes are the declared resources'.
 */
export const procedureRoutes = async (app: FastifyInstance) => {
  const options = { config: { access: 'canAccessProcedures' as const }, schema: { tags: ['procedures'], response: catalogueReply } };
  const handler = async () => ({ success: true, data: await procedureCatalogue(app.db) });
  // The spec writes it with the slash; without one is the same list.
  app.get('/procedures/', options, handler);
  app.get('/procedures', options, handler);
};
