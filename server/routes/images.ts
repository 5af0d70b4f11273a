import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_ID_RE, toPhotoId } from '../../src/domain/resources/jobValues';
import { fill } from '../../src/i18n/fill';
import { jobs as texts } from '../../src/i18n/tr/jobs';
import { projects } from '../../src/i18n/tr/projects';
import { badRequest, forbidden, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { writeActivity } from '../services/activityLog';
import { withUpload } from '../services/files/multipartUpload';
import { imageFileKey, removeImageFiles, saveImage } from '../services/images';
import { mayUsePhoto } from '../services/photoRights';
import { mayRemoveUpload } from '../services/projects/projectAccess';
import { perUser, UPLOADS_PER_MINUTE } from './auth/rateLimits';
import { fileReply, messageReply, replies, reply } from './replies';

const photoParam = z.object({ imageId: z.string().max(200).transform(toPhotoId) });
const photoQuery = z.object({ thumb: z.enum(['1', 'true', '0', 'false']).optional() });
const photoNotFound = () => notFound(texts.validation.photoUnknown);

/**
 * Job and project photos: upload (checked by content, thumbnail made once), fetch, delete; who
 * reaches which photo is services/photoRights (a project's photo follows its project).
 */
export const imageRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Job photos and project photos: whoever has the job screens or the project screens; which
  // photo each may reach is checked per photo (photoRights).
  const config = { access: ['canAccessJobs', 'canViewAllProjects'] as const };

  r.post('/images/upload', { config: { ...config, rateLimit: perUser(UPLOADS_PER_MINUTE) }, schema: { tags: ['images'], consumes: ['multipart/form-data'], response: replies({ 201: reply({ message: z.string(), photoKey: z.string() }) }) } }, async (req, reply) => {
    const maxMb = app.config.uploadMaxMb;
    const limits = { maxMb, maxFiles: 1, tooLarge: texts.photos.tooLarge, failed: texts.photos.uploadFailed };
    const { id, size } = await withUpload(req, limits, async ({ files }) => {
      const image = files.find((f) => f.field === 'image');
      if (!image) throw badRequest(texts.photos.fieldMissing, { image: texts.photos.fieldMissing });
      return { id: await saveImage(app.db, app.storage, image, requireUser(req).id), size: image.size };
    });
    await writeActivity(app.db, req, { action: 'upload', resource: 'image', resourceId: id, description: fill(texts.photos.log.uploaded, { kb: Math.ceil(size / 1024) }) });
    // The key answered without the 'images/' folder, as the spec's client expects it.
    return reply.status(201).send({ success: true, message: texts.photos.uploaded, photoKey: id });
  });

  r.get('/images/:imageId', { config, schema: { tags: ['images'], params: photoParam, querystring: photoQuery, response: replies({ 200: fileReply('The photo, or its WebP thumbnail', 'image/png', 'image/jpeg', 'image/webp', 'image/gif') }) } }, async (req, reply) => {
    const id = req.params.imageId;
    if (!PHOTO_ID_RE.test(id)) throw photoNotFound();
    const image = await app.db.selectFrom('images').select(['content_type', 'thumb_key']).where('id', '=', id).executeTakeFirst();
    if (!image || !(await mayUsePhoto(app.db, requireUser(req), id, 'see'))) throw photoNotFound();
    const thumb = (req.query.thumb === '1' || req.query.thumb === 'true') && image.thumb_key;
    const file = await app.storage.stream(thumb || imageFileKey(id));
    if (!file) throw photoNotFound();
    // A key names one upload forever, so the browser may keep it; private: never a shared cache.
    return reply
      .header('content-type', thumb ? 'image/webp' : image.content_type)
      .header('content-length', String(file.size))
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(file.stream);
  });

  r.delete('/images/:imageId', { config, schema: { tags: ['images'], params: photoParam, response: replies({ 200: messageReply }) } }, async (req) => {
    const id = req.params.imageId;
    if (!PHOTO_ID_RE.test(id)) throw photoNotFound();
    await app.db.transaction().execute(async (trx) => {
      const user = requireUser(req);
      if (!(await mayUsePhoto(trx, user, id, 'delete'))) throw photoNotFound();
      // A customer sees the shop's photos on their project but removes only their own (issue 22).
      const uploader = await trx.selectFrom('images').select('uploaded_by').where('id', '=', id).executeTakeFirst();
      if (uploader && !mayRemoveUpload(user, uploader.uploaded_by)) throw forbidden(projects.files.notOwnPhoto);
      const link = await trx.selectFrom('job_photos').select('job_id').where('photo_key', '=', id).executeTakeFirst();
      const removed = await trx.deleteFrom('images').where('id', '=', id).executeTakeFirst();
      // A project photo leaves the project's attachments with it (no foreign key: keys are mixed).
      const holders = await trx.deleteFrom('project_attachments').where('key', '=', id).returning('project_id').execute();
      if (holders.length) await trx.updateTable('projects').set({ updated_at: new Date() }).where('id', 'in', holders.map((h) => h.project_id)).execute();
      if (!Number(removed.numDeletedRows)) throw photoNotFound();
      // The cascade took it out of the job's attachments; the job shows it was changed.
      if (link) await trx.updateTable('jobs').set({ updated_at: new Date() }).where('id', '=', link.job_id).execute();
      const description = link ? fill(texts.photos.log.deletedFromJob, { jobId: link.job_id }) : texts.photos.log.deleted;
      await writeActivity(trx, req, { action: 'delete', resource: 'image', resourceId: id, description });
    });
    await removeImageFiles(app.storage, [id], req.log);
    return { success: true, message: texts.photos.deleted };
  });
};
