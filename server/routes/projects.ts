import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { projectsResource } from '../../src/domain/resources/projects';
import { projectStepSchema } from '../../src/domain/resources/projects.schema';
import { projectPersonReply } from '../../src/domain/resources/projectReplies';
import { fill } from '../../src/i18n/fill';
import { projects as texts } from '../../src/i18n/tr/projects';
import { createResourceStore } from '../db/resourceStore';
import { forbidden, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { projectsBehaviour } from '../resourceRules/projects';
import { writeActivity } from '../services/activityLog';
import { canRunProject, projectVisibleTo } from '../services/projects/projectAccess';
import { projectPeople } from '../services/projects/projectPeople';
import { presentFor } from '../services/fieldRights';
import { openObject, replies, reply } from './replies';
import { recordReply } from './resourceReplies';
import { rowId } from '../../src/domain/validation/wholeNumbers';

const v = texts.validation;
const id = rowId();
const stepParams = z.object({ id, stepId: id });

const person = openObject(projectPersonReply.shape);

/**
 * The project calls besides its declared CRUD: a step's update (001 section 7: status, progress,
 * notes, by project id and step template id) and the people the project dialogs choose from.
 */
export const projectRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const projectReply = recordReply(projectsResource);

  r.put(
    '/projects/:id/steps/:stepId',
    { config: { access: 'canViewAllProjects' }, schema: { tags: ['projects'], params: stepParams, body: projectStepSchema, response: replies({ 200: reply({ message: z.string(), project: projectReply }) }) } },
    async (req) => {
      const user = requireUser(req);
      const { id: projectId, stepId } = req.params;
      const project = await app.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('projects').select(['id', 'name', 'project_manager']).where('id', '=', projectId).where(projectVisibleTo(user)).forUpdate().executeTakeFirst();
        if (!row) throw notFound(texts.notFound);
        if (!canRunProject(user, row)) throw forbidden(texts.rights.runForbidden);
        const changes: Record<string, unknown> = { ...req.body, updated_at: new Date() };
        // A completed step is all done, whatever figure the form still held (it showed 'Tamamlandı %0').
        const status = req.body.status === undefined ? sql.ref('status') : sql.val(req.body.status);
        const progress = req.body.progress === undefined ? sql.ref('progress') : sql.val(req.body.progress);
        changes.progress = sql`case when ${status} = 'completed' then 100 else ${progress} end`;
        const step = await trx
          .updateTable('project_steps')
          .set(changes)
          .where('project_id', '=', projectId)
          .where('step_template_id', '=', stepId)
          .returning(['step_name', 'status', 'progress'])
          .executeTakeFirst();
        if (!step) throw notFound(v.stepUnknown);
        await trx.updateTable('projects').set({ updated_at: new Date() }).where('id', '=', projectId).execute();
        const description = fill(texts.log.stepUpdated, { project: row.name, step: step.step_name, status: texts.stepStatuses[step.status], progress: step.progress });
        await writeActivity(trx, req, { action: 'update', resource: 'projectStep', resourceId: `${projectId}:${stepId}`, description });
        return (await createResourceStore(trx, projectsResource, { computed: projectsBehaviour.computed }).get(projectId))!;
      });
      return { success: true, message: texts.stepUpdated, project: presentFor(projectsResource, user.role)(project) };
    },
  );

  // Everyone a project's pickers could offer, by the rule of services/projects/projectPeople.ts
  // (the team panel's staff; the form searches /projects/people/search instead).
  r.get(
    '/projects/people',
    { config: { access: 'canViewAllProjects' }, schema: { tags: ['projects'], response: replies({ 200: reply({ staff: z.array(person), customers: z.array(person) }) }) } },
    async (req) => {
      const user = requireUser(req);
      const staff = await projectPeople(app.db, user, 'staff').orderBy('name').orderBy('surname').execute();
      const customers = projectPeople(app.db, user, 'customers').orderBy('name').orderBy('surname');
      return { success: true, staff, customers: await customers.execute() };
    },
  );

};
