import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectsResource } from '../../src/domain/resources/projects';
import { admin as texts } from '../../src/i18n/tr/admin';
import { createResourceStore, type AnySelect } from '../db/resourceStore';
import { notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { projectsBehaviour } from '../resourceRules/projects';
import { presentFor } from '../services/fieldRights';
import { projectVisibleTo } from '../services/projects/projectAccess';
import { idParam } from './params';
import { replies, reply } from './replies';

/**
 * A user's projects (the users page's "Projects" modal and card count): those they manage, are a
 * team member of, or are the customer of, among the projects the caller sees. Readable with
 * canAccessUsers, or by the user about themselves; for anyone else every other id, known or not, is 404.
 */
export const userProjectRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const store = createResourceStore(app.db, projectsResource, { computed: projectsBehaviour.computed });

  const visibleUser = async (req: FastifyRequest, id: number) => {
    const caller = requireUser(req);
    // Another user's id reads as an unknown one, before it is looked up: a 404 beside a 403 would
    // tell which accounts exist (the row scope's rule: what is not yours is not there).
    if (caller.id !== id && !caller.permissions.includes('canAccessUsers')) throw notFound(texts.users.notFound);
    const user = await app.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!user) throw notFound(texts.users.notFound);
    return user.id;
  };

  /** The user's projects, narrowed to the caller's. */
  const theirs = (req: FastifyRequest, userId: number) => (query: AnySelect) =>
    query
      .where(projectVisibleTo(requireUser(req)))
      .where((eb) =>
        eb.or([
          eb('projects.project_manager', '=', userId),
          eb('projects.oem', '=', userId),
          eb.exists(eb.selectFrom('project_members as pm').select('pm.user_id').whereRef('pm.project_id', '=', 'projects.id').where('pm.user_id', '=', userId)),
        ]),
      );

  r.get('/projects/user/:id/count', { config: { access: 'signedIn' }, schema: { tags: ['projects'], params: idParam, response: replies({ 200: reply({ count: z.number() }) }) } }, async (req) => {
    const userId = await visibleUser(req, req.params.id);
    const { total } = await store.list({ page: 1, limit: 1, filters: {}, narrow: theirs(req, userId) });
    return { success: true, count: total };
  });

  const projectList = replies({ 200: reply({ message: z.string(), projects: z.array(z.unknown()), total: z.number() }) });
  r.get('/projects/user/:id', { config: { access: 'signedIn' }, schema: { tags: ['projects'], params: idParam, response: projectList } }, async (req) => {
    const userId = await visibleUser(req, req.params.id);
    const { rows, total } = await store.list({ page: 1, limit: 100, filters: {}, narrow: theirs(req, userId) });
    return { success: true, message: texts.projects.listed, projects: rows.map(presentFor(projectsResource, requireUser(req).role)), total };
  });
};
