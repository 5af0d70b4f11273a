import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { projectsResource } from '../../src/domain/resources/projects';
import { projectStepSchema } from '../../src/domain/resources/projects.schema';
import { fill } from '../../src/i18n/fill';
import { projects as texts } from '../../src/i18n/tr/projects';
import { createResourceStore } from '../db/resourceStore';
import { forbidden, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { projectsBehaviour } from '../resourceRules/projects';
import { writeActivity } from '../services/activityLog';
import { canRunProject, projectVisibleTo } from '../services/projects/projectAccess';
import { presentFor } from '../services/fieldRights';
import { replies, reply } from './replies';
import { recordReply } from './resourceReplies';
import { rowId } from '../../src/domain/validation/wholeNumbers';

const v = texts.validation;
const id = rowId();
const stepParams = z.object({ id, stepId: id });

/**
 * The project call besides its declared CRUD: a step's update (001 section 7: status, progress,
 * notes, by project id and step template id). The people the project dialogs choose from are
 * searched page by page (projectPeopleSearch.ts).
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
        // Nothing to change: the step stays as it is, with no new date and no line in the log.
        if (Object.values(req.body).every((value) => value === undefined)) {
          const step = await trx.selectFrom('project_steps').select('id').where('project_id', '=', projectId).where('step_template_id', '=', stepId).executeTakeFirst();
          if (!step) throw notFound(v.stepUnknown);
          return (await createResourceStore(trx, projectsResource, { computed: projectsBehaviour.computed }).get(projectId))!;
        }
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
};
