import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectPersonReply } from '../../src/domain/resources/projectReplies';
import { PROJECT_PEOPLE_KINDS, PROJECT_PEOPLE_PAGE } from '../../src/domain/projectPeople';
import { projects as texts } from '../../src/i18n/tr/projects';
import { requireUser } from '../plugins/auth';
import { namedLike, projectPeople } from '../services/projects/projectPeople';
import { openObject, replies, reply } from './replies';

const person = openObject(projectPersonReply.shape);

const searchQuery = z.object({
  kind: z.enum(PROJECT_PEOPLE_KINDS, { message: texts.validation.peopleKind }),
  q: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100).optional()),
  /** The people a form already holds, answered by name whether or not they match (at most a page's worth of 100). */
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { message: texts.validation.peopleIds })
    .transform((s) => s.split(',').map(Number))
    // Ten digits pass the pattern beyond a row id's integer (9999999999 was a 500 from the database).
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), { message: texts.validation.peopleIds })
    .optional(),
});

/**
 * The project form's pickers search here as one types (a shop's hundreds of users: reading them
 * all was 32 KB into selects of 200 names): the first PROJECT_PEOPLE_PAGE matches by name, whether
 * more follow, and the form's chosen people by id, scoped by services/projects/projectPeople.ts. It
 * is the only way to them: the unpaged list of everyone (`/projects/people`) is gone.
 */
export const projectPeopleSearchRoutes = async (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/projects/people/search',
    { config: { access: 'canViewAllProjects' }, schema: { tags: ['projects'], querystring: searchQuery, response: replies({ 200: reply({ people: z.array(person), more: z.boolean(), chosen: z.array(person) }) }) } },
    async (req) => {
      const user = requireUser(req);
      const { kind, q, ids } = req.query;
      let matches = projectPeople(app.db, user, kind).orderBy('name').orderBy('surname').orderBy('id');
      if (q) matches = matches.where(namedLike(q));
      const page = await matches.limit(PROJECT_PEOPLE_PAGE + 1).execute();
      const chosen = ids?.length ? await projectPeople(app.db, user, kind).where('id', 'in', ids).execute() : [];
      return { success: true, people: page.slice(0, PROJECT_PEOPLE_PAGE), more: page.length > PROJECT_PEOPLE_PAGE, chosen };
    },
  );
};
