import { sql, type ExpressionBuilder } from 'kysely';
import { materialsTotal, metadataSchemas } from '../../src/domain/resources/activities.schema';
import type { ActivityTypeValue } from '../../src/domain/resources/activities';
import { activities as texts } from '../../src/i18n/tr/activities';
import { badRequest, forbidden, notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';
import { canSeeProject, projectVisibleTo } from '../services/projects/projectAccess';
import type { ResourceBehaviour } from './behaviour';

const v = texts.validation;

/**
 * The activities a user sees: those of projects they see, a private note only by its author
 * (and admins). The one rule for the list, a single activity, its comments and its files.
 */
export const activityVisibleTo = (user: Pick<AuthUser, 'id' | 'role'>) => (eb: ExpressionBuilder<any, any>) =>
  eb.and([
    eb.exists(eb.selectFrom('projects').select(sql`1`.as('one')).whereRef('projects.id', '=', 'activities.project_id').where(projectVisibleTo(user))),
    user.role === 3
      ? sql<boolean>`true`
      : sql<boolean>`not (activities.type = 'note' and coalesce((activities.metadata->>'isPrivate')::boolean, false) and activities.created_by is distinct from ${user.id})`,
  ]);

/** The url an attachment is fetched from, with the session (bearer), never opened bare. */
const filesOf = sql`coalesce((select json_agg(json_build_object('name', af.name, 'mimeType', af.content_type, 'size', af.byte_size, 'key', af.key,
    'url', '/v1/activities/' || activities.id || '/files?file=' || af.key) order by af.position)
  from activity_files af where af.activity_id = activities.id), '[]'::json)`;

/** Metadata checked against the activity's type; a materials list gets the server's total. */
export const checkedMetadata = (type: ActivityTypeValue, metadata: unknown): Record<string, unknown> => {
  const parsed = metadataSchemas[type].safeParse(metadata ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.message ?? v.metadataInvalid, { metadata: issue?.message ?? v.metadataInvalid });
  }
  const meta: Record<string, unknown> = parsed.data;
  if (type === 'materials') meta.totalCost = materialsTotal(meta.materials as { cost: number; quantity: number }[]);
  return meta;
};

/** Checks that a step belongs to the project (its template id, as the step route names it). */
export const checkStepOfProject = async (db: Parameters<typeof canSeeProject>[0], projectId: number, stepTemplateId: number | null | undefined) => {
  if (stepTemplateId === null || stepTemplateId === undefined) return;
  const step = await db.selectFrom('project_steps').select('id').where('project_id', '=', projectId).where('step_template_id', '=', stepTemplateId).executeTakeFirst();
  if (!step) throw badRequest(v.stepNotInProject, { stepTemplateId: v.stepNotInProject });
};

const mayChange = (user: AuthUser, createdBy: unknown) => user.role === 3 || createdBy === user.id;

/** Activities: scoped through their project; written by their author; files kept per activity. */
export const activitiesBehaviour: ResourceBehaviour = {
  rowScope: (query, user) => query.where(activityVisibleTo(user)),
  computed: {
    createdByName: sql`(select nullif(trim(u.name || ' ' || u.surname), '') from users u where u.id = activities.created_by)`,
    attachments: filesOf,
    commentCount: sql<number>`(select count(*)::int from activity_comments c where c.activity_id = activities.id)`,
  },
  prepareWrite: async (values, { user, trx, existing }) => {
    const out = { ...values };
    if (!existing) {
      // Images and PDFs arrive with their files, through the upload routes.
      if (out.type === 'image' || out.type === 'pdf') throw badRequest(v.uploadTypeOnly, { type: v.uploadTypeOnly });
      if (!(await canSeeProject(trx, user, out.projectId as number))) throw notFound();
      await checkStepOfProject(trx, out.projectId as number, out.stepTemplateId as number | null | undefined);
      out.metadata = JSON.stringify(checkedMetadata(out.type as ActivityTypeValue, out.metadata));
      return { values: out, columns: { created_by: user.id } };
    }
    if (!mayChange(user, existing.createdBy)) throw forbidden(texts.rights.editForbidden);
    if (out.type !== undefined && out.type !== existing.type) throw badRequest(v.typeFixed, { type: v.typeFixed });
    if (out.projectId !== undefined && out.projectId !== existing.projectId) throw badRequest(v.projectFixed, { projectId: v.projectFixed });
    if (out.stepTemplateId !== undefined) await checkStepOfProject(trx, existing.projectId as number, out.stepTemplateId as number | null);
    if (out.metadata !== undefined) {
      const type = existing.type as ActivityTypeValue;
      // Upload facts (file count, sizes) stay the server's.
      const merged = type === 'image' || type === 'pdf' ? { ...(existing.metadata as object), ...(out.metadata as object) } : out.metadata;
      out.metadata = JSON.stringify(checkedMetadata(type, merged));
    }
    return { values: out };
  },
  beforeDelete: async (record, { req, trx, user }) => {
    if (!mayChange(user, record.createdBy)) throw forbidden(texts.rights.editForbidden);
    const files = await trx.selectFrom('activity_files').select('key').where('activity_id', '=', Number(record.id)).execute();
    return async () => {
      for (const f of files) await req.server.storage.delete(`activities/${record.id}/${f.key}`).catch((err: unknown) => req.log.warn({ err }, 'activity file not removed'));
    };
  },
};
