import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fill } from '../../src/i18n/fill';
import { projects as texts } from '../../src/i18n/tr/projects';
import type { Db } from '../db/connect';
import { AppError, badRequest, forbidden, notFound } from '../errors';
import { requireUser, type AuthUser } from '../plugins/auth';
import { writeActivity } from '../services/activityLog';
import { checkFileType, cleanFileName, contentDisposition } from '../services/files/fileTypes';
import { withUpload } from '../services/files/multipartUpload';
import { checkImagePixels } from '../services/images';
import { canChangeProjectFiles, mayRemoveUpload, projectVisibleTo } from '../services/projects/projectAccess';
import { perUser, UPLOADS_PER_MINUTE } from './auth/rateLimits';
import { fileReply, messageReply, replies, reply } from './replies';

const t = texts.files;
const KEY_RE = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;
const CATEGORIES = ['images', 'pdfs', 'files'] as const;
/** The key as the URL may carry it: the id, or '<category>/<id>' (encoded or as two segments). */
const keyParam = z.object({ key: z.string().max(300).transform((k) => k.replace(/^(images|pdfs|files)\//, '')) });
const splitParams = z.object({ category: z.enum(CATEGORIES), id: z.string().max(300) });
const downloadQuery = z.object({ download: z.enum(['1', 'true', '0', 'false']).optional() });

const uploadedReply = reply({ message: z.string(), key: z.string(), fileKey: z.string(), name: z.string(), size: z.number(), mimeType: z.string(), category: z.enum(CATEGORIES) });

/**
 * The file row and the projects holding it that the caller sees. An attached file follows its
 * projects' current people, not its uploader (a moved customer, a removed manager lose it); only
 * an unattached file is its uploader's.
 */
const reachable = async (db: Db, user: AuthUser, id: string) => {
  if (!KEY_RE.test(id)) return undefined;
  const file = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  if (!file || file.category === 'models') return undefined;
  const projects = await db
    .selectFrom('project_attachments as a')
    .innerJoin('projects', 'projects.id', 'a.project_id')
    .select(['projects.id', 'projects.name', 'projects.project_manager'])
    .where('a.key', '=', id)
    .where(projectVisibleTo(user))
    .execute();
  const attached = await db.selectFrom('project_attachments').select('project_id').where('key', '=', id).executeTakeFirst();
  // A file the caller may not reach: as if it did not exist.
  if (attached ? !projects.length : file.uploaded_by !== user.id) return undefined;
  return { file, projects, attached: Boolean(attached) };
};

/**
 * Project files (001 sections 5, 7): upload (checked by content, FILE_MAX_MB), download and
 * delete. An attached file is reached through a project the caller sees; an unattached one by its uploader.
 */
export const fileRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'canViewAllProjects' as const };

  r.post(
    '/files/upload',
    { config: { ...access, rateLimit: perUser(UPLOADS_PER_MINUTE) }, schema: { tags: ['files'], consumes: ['multipart/form-data'], response: replies({ 201: uploadedReply }) } },
    async (req, reply) => {
      const user = requireUser(req);
      const saved = await withUpload(req, { maxMb: app.config.fileMaxMb, maxFiles: 1 }, async ({ files }) => {
        const upload = files.find((f) => f.field === 'file');
        if (!upload || !upload.size) throw badRequest(t.fileMissing, { file: t.fileMissing });
        const checked = await checkFileType(upload, upload.name);
        if (!checked) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', t.unsupported);
        if (checked.category === 'images') await checkImagePixels(upload.path, t.tooManyPixels);
        const id = `${randomUUID()}.${checked.ext}`;
        const name = cleanFileName(upload.name, `dosya.${checked.ext}`);
        const key = `${checked.category}/${id}`;
        await app.storage.putStaged(key, upload.path);
        try {
          await app.db.transaction().execute(async (trx) => {
            await trx.insertInto('files').values({ id, category: checked.category, original_name: name, content_type: checked.mimeType, byte_size: upload.size, uploaded_by: user.id }).execute();
            await writeActivity(trx, req, { action: 'upload', resource: 'file', resourceId: id, description: fill(t.log.uploaded, { name, kb: Math.ceil(upload.size / 1024) }) });
          });
        } catch (err) {
          await app.storage.delete(key).catch(() => undefined);
          throw err;
        }
        return { id, key, name, size: upload.size, checked };
      });
      const { id, key, name, checked } = saved;
      return reply.status(201).send({ success: true, message: t.uploaded, key, fileKey: id, name, size: saved.size, mimeType: checked.mimeType, category: checked.category });
    },
  );

  const send = async (req: FastifyRequest, reply: FastifyReply, id: string, download: boolean) => {
    const found = await reachable(app.db, requireUser(req), id);
    if (!found) throw notFound(t.notFound);
    const stored = await app.storage.stream(`${found.file.category}/${found.file.id}`);
    if (!stored) throw notFound(t.notFound);
    const inline = !download && (found.file.category === 'images' || found.file.category === 'pdfs');
    return reply
      .header('content-type', found.file.content_type)
      .header('content-length', String(stored.size))
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', found.file.original_name))
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(stored.stream);
  };
  const fileReplies = replies({ 200: fileReply('The file as uploaded', 'application/octet-stream') });
  const isDownload = (q: { download?: string }) => q.download === '1' || q.download === 'true';
  r.get('/files/:key', { config: access, schema: { tags: ['files'], params: keyParam, querystring: downloadQuery, response: fileReplies } }, (req, reply) => send(req, reply, req.params.key, isDownload(req.query)));
  r.get('/files/:category/:id', { config: access, schema: { tags: ['files'], params: splitParams, querystring: downloadQuery, response: fileReplies } }, (req, reply) => send(req, reply, req.params.id, isDownload(req.query)));

  const remove = async (req: FastifyRequest, id: string) => {
    const user = requireUser(req);
    const removed = await app.db.transaction().execute(async (trx) => {
      const found = await reachable(trx, user, id);
      if (!found) throw notFound(t.notFound);
      // Unattached: its uploader's. On projects: whoever may change that project's files, a customer only their own upload.
      const allowed = found.attached
        ? found.projects.length > 0 && found.projects.every((p) => canChangeProjectFiles(user, p))
        : found.file.uploaded_by === user.id;
      if (!allowed) throw forbidden(t.deleteForbidden);
      if (!mayRemoveUpload(user, found.file.uploaded_by)) throw forbidden(t.notOwnUpload);
      const holders = await trx.deleteFrom('project_attachments').where('key', '=', id).returning('project_id').execute();
      if (holders.length) await trx.updateTable('projects').set({ updated_at: new Date() }).where('id', 'in', holders.map((h) => h.project_id)).execute();
      await trx.deleteFrom('files').where('id', '=', id).execute();
      await writeActivity(trx, req, { action: 'delete', resource: 'file', resourceId: id, description: fill(t.log.deleted, { name: found.file.original_name }) });
      return found.file;
    });
    await app.storage.delete(`${removed.category}/${removed.id}`).catch((err: unknown) => req.log.warn({ err }, 'file not removed from storage'));
    return { success: true, message: t.deleted };
  };
  r.delete('/files/:key', { config: access, schema: { tags: ['files'], params: keyParam, response: replies({ 200: messageReply }) } }, (req) => remove(req, req.params.key));
  r.delete('/files/:category/:id', { config: access, schema: { tags: ['files'], params: splitParams, response: replies({ 200: messageReply }) } }, (req) => remove(req, req.params.id));
};
