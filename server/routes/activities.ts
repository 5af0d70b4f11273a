import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { activitiesResource, ACTIVITY_TYPES } from '../../src/domain/resources/activities';
import { activityCommentReply, activityFileReply } from '../../src/domain/resources/projectReplies';
import { activities as texts } from '../../src/i18n/tr/activities';
import { projects as projectTexts } from '../../src/i18n/tr/projects';
import { createResourceStore } from '../db/resourceStore';
import { AppError, badRequest, notFound } from '../errors';
import { requireUser, type AuthUser } from '../plugins/auth';
import { activitiesBehaviour, activityVisibleTo, checkStepOfProject } from '../resourceRules/activities';
import { writeActivity } from '../services/activityLog';
import { checkFileType, cleanFileName, contentDisposition, type CheckedFile } from '../services/files/fileTypes';
import { withUpload, type StagedFile } from '../services/files/multipartUpload';
import { checkImagePixels } from '../services/images';
import { presentFor } from '../services/fieldRights';
import { canSeeProject } from '../services/projects/projectAccess';
import { perUser, UPLOADS_PER_MINUTE } from './auth/rateLimits';
import { fileReply, openObject, replies, reply, type FileReply } from './replies';
import { recordReply } from './resourceReplies';
import type { Db } from '../db/connect';
import { rowId } from '../../src/domain/validation/wholeNumbers';
import { withChangeOrigin } from '../services/history/changeOrigin';

const v = texts.validation;
const idParam = z.object({ id: rowId() });
const commentBody = z.object({ comment: z.string({ error: texts.comments.empty }).trim().min(1, texts.comments.empty).max(5000) });
const comment = openObject(activityCommentReply.shape);
const statsQuery = z.object({ projectId: rowId().optional() });
const filesQuery = z.object({ file: z.string().max(300).optional(), download: z.enum(['1', 'true', '0', 'false']).optional() });
const MAX_IMAGES = 20;

/** The fields an upload form carries, checked as the JSON create would be. */
const uploadFields = z.object({
  projectId: rowId(v.projectRequired),
  stepTemplateId: z.preprocess((x) => (x === '' || x === 'null' ? undefined : x), rowId(v.stepInvalid).optional()),
  title: z.string({ error: v.titleRequired }).trim().min(1, v.titleRequired).max(200),
  description: z.string().trim().max(10_000).optional(),
  version: z.string().trim().max(50).optional(),
});

/** The activity when the caller sees it; 404 otherwise, exactly like a missing one. */
const visibleActivity = async (db: Db, user: AuthUser, id: number) => {
  const row = await db.selectFrom('activities').select(['activities.id', 'activities.project_id', 'activities.title']).where('activities.id', '=', id).where(activityVisibleTo(user)).executeTakeFirst();
  if (!row) throw notFound(texts.apiErrors.notFound);
  return row;
};

/**
 * The activity calls besides its declared CRUD (001 section 7): stats, comments, the image and
 * PDF uploads (files checked by content, all or nothing), and an activity's files.
 */
export const activityRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'canViewAllProjects' as const };
  const activityReply = recordReply(activitiesResource);
  const storeOn = (db: Db) => createResourceStore(db, activitiesResource, { computed: activitiesBehaviour.computed });

  r.get('/activities/stats', { config: access, schema: { tags: ['activities'], querystring: statsQuery, response: replies({ 200: reply({ stats: openObject({ total: z.number(), byType: z.record(z.string(), z.number()) }) }) }) } }, async (req) => {
    const user = requireUser(req);
    const { projectId } = req.query;
    if (projectId !== undefined && !(await canSeeProject(app.db, user, projectId))) throw notFound(projectTexts.notFound);
    const rows = await app.db
      .selectFrom('activities')
      .select(['type', sql<number>`count(*)::int`.as('n')])
      .where(activityVisibleTo(user))
      .$if(projectId !== undefined, (q) => q.where('project_id', '=', projectId!))
      .groupBy('type')
      .execute();
    const byType = Object.fromEntries(ACTIVITY_TYPES.map((t) => [t, rows.find((r) => r.type === t)?.n ?? 0]));
    return { success: true, stats: { total: rows.reduce((sum, r) => sum + r.n, 0), byType } };
  });

  r.get('/activities/:id/comments', { config: access, schema: { tags: ['activities'], params: idParam, response: replies({ 200: reply({ comments: z.array(comment) }) }) } }, async (req) => {
    await visibleActivity(app.db, requireUser(req), req.params.id);
    const comments = await app.db
      .selectFrom('activity_comments')
      .select(['id', 'user_name as userName', 'comment', 'created_at as createdAt'])
      .where('activity_id', '=', req.params.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { success: true, comments };
  });

  r.post('/activities/:id/comments', { config: access, schema: { tags: ['activities'], params: idParam, body: commentBody, response: replies({ 201: reply({ message: z.string(), comment }) }) } }, async (req, reply) => {
    const user = requireUser(req);
    const created = await app.db.transaction().execute(async (trx) => {
      const activity = await visibleActivity(trx, user, req.params.id);
      const row = await trx
        .insertInto('activity_comments')
        .values({ activity_id: activity.id, user_id: user.id, user_name: user.fullName, comment: req.body.comment })
        .returning(['id', 'user_name as userName', 'comment', 'created_at as createdAt'])
        .executeTakeFirstOrThrow();
      await writeActivity(trx, req, { action: 'create', resource: 'activityComment', resourceId: String(row.id), description: `${activity.title}: ${req.body.comment.slice(0, 120)}` });
      return row;
    });
    return reply.status(201).send({ success: true, message: texts.comments.added, comment: created });
  });

  /** Stores an upload activity and its files in one go: a refused file leaves nothing. */
  const createUploadActivity = async (req: FastifyRequest, type: 'image' | 'pdf', parts: StagedFile[], fields: Record<string, string>) => {
    const user = requireUser(req);
    const parsed = uploadFields.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? v.metadataInvalid);
    const form = parsed.data;
    if (!parts.length) throw badRequest(v.filesRequired);
    const checked: { part: StagedFile; kind: CheckedFile; key: string; name: string }[] = [];
    for (const part of parts) {
      const kind = await checkFileType(part, part.name);
      const fits = type === 'image' ? kind?.category === 'images' : kind?.category === 'pdfs';
      if (!kind || !fits) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', type === 'image' ? texts.uploads.imagesOnly : texts.uploads.pdfOnly);
      if (kind.category === 'images') await checkImagePixels(part.path, projectTexts.files.tooManyPixels);
      checked.push({ part, kind, key: `${randomUUID()}.${kind.ext}`, name: cleanFileName(part.name, `dosya.${kind.ext}`) });
    }
    const totalSize = parts.reduce((sum, p) => sum + p.size, 0);
    const metadata =
      type === 'image'
        ? { fileCount: parts.length, totalSize }
        : { version: form.version ?? '1.0', fileName: checked[0]!.name, fileSize: totalSize };
    const written: string[] = [];
    try {
      const id = await app.db.transaction().execute(async (trx) => {
        await withChangeOrigin(trx, req, 'form');
        if (!(await canSeeProject(trx, user, form.projectId))) throw notFound(projectTexts.notFound);
        await checkStepOfProject(trx, form.projectId, form.stepTemplateId);
        const activity = await trx
          .insertInto('activities')
          .values({ project_id: form.projectId, step_template_id: form.stepTemplateId ?? null, type, title: form.title, content: form.description ?? null, metadata: JSON.stringify(metadata), created_by: user.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [position, c] of checked.entries()) {
          const storageKey = `activities/${activity.id}/${c.key}`;
          await app.storage.putStaged(storageKey, c.part.path);
          written.push(storageKey);
          await trx.insertInto('activity_files').values({ activity_id: activity.id, key: c.key, name: c.name, content_type: c.kind.mimeType, byte_size: c.part.size, position }).execute();
        }
        await writeActivity(trx, req, { action: 'create', resource: 'activity', resourceId: String(activity.id), description: `${form.title} (${texts.types[type]}, ${parts.length})` });
        return activity.id;
      });
      const record = (await storeOn(app.db).get(id))!;
      return { success: true, message: texts.created, activity: presentFor(activitiesResource, user.role)(record) };
    } catch (err) {
      for (const key of written) await app.storage.delete(key).catch(() => undefined);
      throw err;
    }
  };

  const uploadReplies = replies({ 201: reply({ message: z.string(), activity: activityReply }) });
  const uploadConfig = { ...access, rateLimit: perUser(UPLOADS_PER_MINUTE) };

  r.post('/activities/upload/images', { config: uploadConfig, schema: { tags: ['activities'], consumes: ['multipart/form-data'], response: uploadReplies } }, async (req, reply) => {
    const created = await withUpload(req, { maxMb: app.config.fileMaxMb, maxFiles: MAX_IMAGES }, ({ fields, files }) =>
      createUploadActivity(req, 'image', files.filter((f) => f.field === 'images' || f.field === 'image'), fields),
    );
    return reply.status(201).send(created);
  });

  r.post('/activities/upload/pdf', { config: uploadConfig, schema: { tags: ['activities'], consumes: ['multipart/form-data'], response: uploadReplies } }, async (req, reply) => {
    const created = await withUpload(req, { maxMb: app.config.fileMaxMb, maxFiles: 1 }, ({ fields, files }) => createUploadActivity(req, 'pdf', files.filter((f) => f.field === 'pdf'), fields));
    return reply.status(201).send(created);
  });

  const fileEntry = openObject(activityFileReply.shape);
  // Without ?file= the list (JSON, written here: a file answer bypasses the serialiser), with it the file.
  const filesReply: FileReply = {
    description: 'The files of the activity (JSON), or with ?file= one of them',
    content: { 'application/json': { schema: reply({ files: z.array(fileEntry) }) }, ...fileReply('', 'application/octet-stream').content },
  };
  r.get(
    '/activities/:id/files',
    { config: access, schema: { tags: ['activities'], params: idParam, querystring: filesQuery, response: replies({ 200: filesReply }) } },
    async (req, reply) => {
      const activity = await visibleActivity(app.db, requireUser(req), req.params.id);
      const rows = await app.db.selectFrom('activity_files').selectAll().where('activity_id', '=', activity.id).orderBy('position').execute();
      if (req.query.file === undefined) {
        const files = rows.map((f) => ({ name: f.name, mimeType: f.content_type, size: f.byte_size, key: f.key, url: `/v1/activities/${activity.id}/files?file=${encodeURIComponent(f.key)}` }));
        return reply.type('application/json; charset=utf-8').send(JSON.stringify({ success: true, files }));
      }
      const file = rows.find((f) => f.key === req.query.file);
      const stored = file && (await app.storage.stream(`activities/${activity.id}/${file.key}`));
      if (!file || !stored) throw notFound(v.fileUnknown);
      const download = req.query.download === '1' || req.query.download === 'true';
      return reply
        .header('content-type', file.content_type)
        .header('content-length', String(stored.size))
        .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', file.name))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(stored.stream);
    },
  );
};
