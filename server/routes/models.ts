import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { fill } from '../../src/i18n/fill';
import { models as t } from '../../src/i18n/tr/models';
import { projects } from '../../src/i18n/tr/projects';
import type { Db } from '../db/connect';
import { AppError, badRequest, forbidden, notFound } from '../errors';
import { requireUser, type AuthUser } from '../plugins/auth';
import { writeActivity } from '../services/activityLog';
import { cleanFileName, contentDisposition } from '../services/files/fileTypes';
import { checkModelType } from '../services/files/modelTypes';
import { withUpload } from '../services/files/multipartUpload';
import { canChangeProjectFiles, mayRemoveUpload, projectVisibleTo } from '../services/projects/projectAccess';
import { perUser, UPLOADS_PER_MINUTE } from './auth/rateLimits';
import { fileReply, messageReply, replies, reply } from './replies';
import { rowId } from '../../src/domain/validation/wholeNumbers';

const ID_RE = /^[0-9a-f-]{36}\.(step|stp|iges|igs|stl|obj)$/;
/** The model's name as the client may send it: '<id>.<ext>' or 'models/<id>.<ext>' (001 section 7 tries both). */
const nameParam = z.object({ name: z.string().max(300).transform((n) => n.replace(/^models\//, '')) });
const projectQuery = z.object({ projectId: rowId().optional() });
const downloadQuery = z.object({ download: z.enum(['1', 'true', '0', 'false']).optional() });

const uploadedReply = reply({ message: z.string(), modelKey: z.string(), name: z.string(), size: z.number(), format: z.enum(['step', 'iges', 'stl', 'obj']) });
const urlReply = reply({ modelUrl: z.string(), name: z.string(), size: z.number() });

/**
 * The model and its project, when the caller sees that project (otherwise as if it did not exist).
 * Named by its stored id; a read (not a delete) may name it by its original file name too (the
 * README's deep link), optionally within one project: the newest upload of that name wins.
 */
const reachable = async (db: Db, user: AuthUser, id: string, byName?: { projectId?: number }) => {
  const byId = ID_RE.test(id);
  if (!byId && !byName) return undefined;
  let query = db
    .selectFrom('files')
    .innerJoin('project_attachments as a', (join) => join.on(sql`a.key = 'models/' || files.id`))
    .innerJoin('projects', 'projects.id', 'a.project_id')
    .select(['files.id', 'files.original_name', 'files.content_type', 'files.byte_size', 'files.uploaded_by', 'projects.id as project_id', 'projects.name as project_name', 'projects.project_manager'])
    .where(byId ? 'files.id' : 'files.original_name', '=', id)
    .where('files.category', '=', 'models')
    .where(projectVisibleTo(user));
  if (byName?.projectId !== undefined) query = query.where('projects.id', '=', byName.projectId);
  return query.orderBy('files.created_at', 'desc').orderBy('files.id', 'desc').executeTakeFirst();
};

/**
 * A project's 3D models (001 sections 5, 7; issue 11): uploaded into a project the caller may
 * change (checked by content, MODEL_MAX_MB), read and deleted through that project, which they
 * must see. The model's storage key is models/<id>; the project's attachments hold the same.
 */
export const modelRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'canViewAllProjects' as const };

  r.post(
    '/models/upload',
    { config: { ...access, rateLimit: perUser(UPLOADS_PER_MINUTE) }, schema: { tags: ['models'], consumes: ['multipart/form-data'], response: replies({ 201: uploadedReply }) } },
    async (req, reply) => {
      const user = requireUser(req);
      const limits = { maxMb: app.config.modelMaxMb, maxFiles: 1, tooLarge: t.tooLarge, failed: t.uploadFailed };
      const saved = await withUpload(req, limits, async ({ fields, files }) => {
        // A multipart field is text: the same strict id as every other route (' 1' or '0x1' is not project 1).
        const parsedId = rowId().safeParse(fields.projectId);
        if (!parsedId.success) throw badRequest(t.projectMissing, { projectId: t.projectMissing });
        const projectId = parsedId.data;
        const upload = files.find((f) => f.field === 'model');
        if (!upload || !upload.size) throw badRequest(t.modelMissing, { model: t.modelMissing });
        const project = await app.db.selectFrom('projects').select(['id', 'name', 'project_manager']).where('id', '=', projectId).where(projectVisibleTo(user)).executeTakeFirst();
        if (!project) throw notFound(projects.notFound);
        if (!canChangeProjectFiles(user, project)) throw forbidden(t.forbidden);
        const checked = await checkModelType(upload, upload.name);
        if (!checked) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', t.unsupported);
        const id = `${randomUUID()}.${checked.ext}`;
        const name = cleanFileName(upload.name, `model.${checked.ext}`);
        const key = `models/${id}`;
        await app.storage.putStaged(key, upload.path);
        try {
          await app.db.transaction().execute(async (trx) => {
            await trx.insertInto('files').values({ id, category: 'models', original_name: name, content_type: checked.mimeType, byte_size: upload.size, uploaded_by: user.id }).execute();
            const last = await trx.selectFrom('project_attachments').select((eb) => eb.fn.max('position').as('max')).where('project_id', '=', project.id).executeTakeFirst();
            await trx.insertInto('project_attachments').values({ project_id: project.id, key, position: Number(last?.max ?? -1) + 1 }).execute();
            await trx.updateTable('projects').set({ updated_at: new Date() }).where('id', '=', project.id).execute();
            await writeActivity(trx, req, { action: 'upload', resource: 'model', resourceId: id, description: fill(t.log.uploaded, { project: project.name, name, kb: Math.ceil(upload.size / 1024) }) });
          });
        } catch (err) {
          await app.storage.delete(key).catch(() => undefined);
          throw err;
        }
        return { key, name, size: upload.size, format: checked.format };
      });
      return reply.status(201).send({ success: true, message: t.uploaded, modelKey: saved.key, name: saved.name, size: saved.size, format: saved.format });
    },
  );

  r.get(
    '/models/:name',
    { config: access, schema: { tags: ['models'], params: nameParam, querystring: downloadQuery.extend(projectQuery.shape), response: replies({ 200: fileReply('The model as uploaded', 'model/step', 'model/iges', 'model/stl', 'model/obj') }) } },
    async (req, reply) => {
      const found = await reachable(app.db, requireUser(req), req.params.name, { projectId: req.query.projectId });
      const stored = found && (await app.storage.stream(`models/${found.id}`));
      if (!found || !stored) throw notFound(t.notFound);
      return reply
        .header('content-type', found.content_type)
        .header('content-length', String(stored.size))
        .header('content-disposition', contentDisposition('attachment', found.original_name))
        // A model never changes under its id: the viewer may keep it.
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stored.stream);
    },
  );

  // The download address (001 section 7: "returns modelUrl"): our own route, read with the session,
  // always by the stored id (a name may later point at a newer upload).
  r.get('/models/:name/url', { config: access, schema: { tags: ['models'], params: nameParam, querystring: projectQuery, response: replies({ 200: urlReply }) } }, async (req) => {
    const found = await reachable(app.db, requireUser(req), req.params.name, { projectId: req.query.projectId });
    if (!found) throw notFound(t.notFound);
    return { success: true, modelUrl: `/v1/models/${found.id}`, name: found.original_name, size: found.byte_size };
  });

  const remove = async (req: FastifyRequest, id: string, projectId: number | undefined) => {
    const user = requireUser(req);
    const removed = await app.db.transaction().execute(async (trx) => {
      const found = await reachable(trx, user, id);
      if (!found || (projectId !== undefined && found.project_id !== projectId)) throw notFound(t.notFound);
      if (!canChangeProjectFiles(user, found)) throw forbidden(t.forbidden);
      if (!mayRemoveUpload(user, found.uploaded_by)) throw forbidden(t.notOwnUpload);
      await trx.deleteFrom('project_attachments').where('key', '=', `models/${found.id}`).execute();
      await trx.updateTable('projects').set({ updated_at: new Date() }).where('id', '=', found.project_id).execute();
      await trx.deleteFrom('files').where('id', '=', found.id).execute();
      await writeActivity(trx, req, { action: 'delete', resource: 'model', resourceId: found.id, description: fill(t.log.deleted, { project: found.project_name, name: found.original_name }) });
      return found;
    });
    await app.storage.delete(`models/${removed.id}`).catch((err: unknown) => req.log.warn({ err }, 'model not removed from storage'));
    return { success: true, message: t.deleted };
  };
  r.delete('/models/:name', { config: access, schema: { tags: ['models'], params: nameParam, querystring: projectQuery, response: replies({ 200: messageReply }) } }, (req) =>
    remove(req, req.params.name, req.query.projectId),
  );
};
