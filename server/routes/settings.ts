import type { FastifyInstance } from 'fastify';
import { pages } from '../../src/i18n/tr/pages';
import { AppError, badRequest, notFound } from '../errors';
import { writeActivity } from '../services/activityLog';
import { openLogo, saveLogo } from '../services/companyLogo';

const texts = pages.settings.logo;

/** The company logo shown by the shell and the loading overlay (000 section 2, settings page). */
export const settingsRoutes = async (app: FastifyInstance) => {
  // Public: the loading overlay shows the logo before anyone has signed in.
  app.get('/settings/logo', { config: { access: 'public' }, schema: { tags: ['settings'] } }, async (req, reply) => {
    const logo = await openLogo(app.db, app.storage);
    if (!logo) throw notFound();
    const etag = `"${Date.parse(logo.meta.updatedAt).toString(36)}-${logo.meta.size.toString(36)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag) {
      logo.stream.destroy();
      return reply.status(304).send();
    }
    return reply.type(logo.meta.mime).header('content-length', logo.size).send(logo.stream);
  });

  app.put('/settings/logo', { config: { access: 'canAccessSettings' }, schema: { tags: ['settings'], consumes: ['multipart/form-data'] } }, async (req) => {
    const maxMb = app.config.uploadMaxMb;
    const file = await req.file({ limits: { fileSize: maxMb * 1024 * 1024, files: 1 } });
    if (!file) throw badRequest(texts.missing);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', texts.tooLarge.replace('%{max}', String(maxMb)));
      throw err;
    }
    if (!bytes.length) throw badRequest(texts.missing);
    const { meta, replaced } = await app.db.transaction().execute(async (trx) => {
      const saved = await saveLogo(trx, app.storage, bytes);
      await writeActivity(trx, req, { action: 'update', resource: 'settings', resourceId: 'logo', description: texts.logged });
      return saved;
    });
    if (replaced) await app.storage.delete(replaced).catch((err) => req.log.warn({ err }, 'old logo not deleted'));
    return { success: true, message: texts.saved, data: { mime: meta.mime, size: meta.size, updatedAt: meta.updatedAt } };
  });
};
