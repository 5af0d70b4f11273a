import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { admin as texts } from '../../src/i18n/tr/admin';
import { forbidden, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { z } from 'zod';
import { idParam } from './params';
import { replies, reply } from './replies';

/**
 * A user's assigned projects (the users page's "Projects" modal and card count). There is no
 * projects table yet: every user has none until the projects issue answers from its tables.
 * Readable with canAccessUsers, or by the user about themselves; an unknown id is 404 for all.
 */
export const userProjectRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const visibleUser = async (req: FastifyRequest, id: number) => {
    const caller = requireUser(req);
    const user = await app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!user) throw notFound(texts.users.notFound);
    if (caller.id !== id && !caller.permissions.includes('canAccessUsers')) throw forbidden();
    return user.id;
  };

  r.get('/projects/user/:id/count', { config: { access: 'signedIn' }, schema: { tags: ['projects'], params: idParam, response: replies({ 200: reply({ count: z.number() }) }) } }, async (req) => {
    await visibleUser(req, req.params.id);
    return { success: true, count: 0 };
  });

  const projectList = replies({ 200: reply({ message: z.string(), projects: z.array(z.unknown()), total: z.number() }) });
  r.get('/projects/user/:id', { config: { access: 'signedIn' }, schema: { tags: ['projects'], params: idParam, response: projectList } }, async (req) => {
    await visibleUser(req, req.params.id);
    return { success: true, message: texts.projects.listed, projects: [], total: 0 };
  });
};
