import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyProfileSchema } from '../../src/domain/validation/companyProfile';
import { pages } from '../../src/i18n/tr/pages';
import { validation } from '../../src/i18n/tr/validation';
import { badRequest } from '../errors';
import { withUpload } from '../services/files/multipartUpload';
import { writeActivity } from '../services/activityLog';
import { z } from 'zod';
import { readCompanyProfile, saveCompanyProfile } from '../services/companyProfile';
import { LOGO_MIME_TYPES, openLogo, saveLogo } from '../services/companyLogo';
import { fileReply, openObject, replies, reply, timestamp } from './replies';

const texts = pages.settings.logo;
const companyTexts = pages.settings.company;

const logoFile = replies({ 200: fileReply('The logo image', ...LOGO_MIME_TYPES), 204: z.null().describe('No logo saved yet') });
const companyReply = z.object({ name: z.string(), legalName: z.string(), tagline: z.string(), email: z.string(), phone: z.string(), address: z.string() });
const companyRead = replies({ 200: reply({ data: companyReply }) });
const companySaved = replies({ 200: reply({ message: z.string(), data: companyReply }) });
const logoSaved = replies({ 200: reply({ message: z.string(), data: openObject({ mime: z.string(), size: z.number(), updatedAt: timestamp }) }) });

/** The company logo shown by the shell and the loading overlay, and the company's name and contact details (000 sections 1, 2, settings page). */
export const settingsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public, as a company's name and contact details are: the sign-in screen and the policies show them too.
  r.get('/settings/company', { config: { access: 'public' }, schema: { tags: ['settings'], response: companyRead } }, async () => ({ success: true, data: await readCompanyProfile(app.db) }));

  r.put('/settings/company', { config: { access: 'canAccessSettings' }, schema: { tags: ['settings'], body: companyProfileSchema, response: companySaved } }, async (req) => {
    await app.db.transaction().execute(async (trx) => {
      await saveCompanyProfile(trx, req.body);
      await writeActivity(trx, req, { action: 'update', resource: 'settings', resourceId: 'company', description: companyTexts.logged });
    });
    return { success: true, message: companyTexts.saved, data: req.body };
  });

  // Public: the loading overlay shows the logo before anyone has signed in.
  app.get('/settings/logo', { config: { access: 'public' }, schema: { tags: ['settings'], response: logoFile } }, async (req, reply) => {
    const logo = await openLogo(app.db, app.storage);
    // No logo saved yet is not an error: 204, so a fresh install's pages load without a failed
    // request (the <img> falls back to the built-in mark either way).
    if (!logo) return reply.header('cache-control', 'no-cache').status(204).send();
    const etag = `"${Date.parse(logo.meta.updatedAt).toString(36)}-${logo.meta.size.toString(36)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag) {
      logo.stream.destroy();
      return reply.status(304).send();
    }
    return reply.type(logo.meta.mime).header('content-length', logo.size).send(logo.stream);
  });

  app.put('/settings/logo', { config: { access: 'canAccessSettings' }, schema: { tags: ['settings'], consumes: ['multipart/form-data'], response: logoSaved } }, async (req) => {
    const limits = { maxMb: app.config.uploadMaxMb, maxFiles: 1, tooLarge: texts.tooLarge, failed: validation.invalidInput };
    const { meta, replaced } = await withUpload(req, limits, async ({ files }) => {
      const logo = files[0];
      if (!logo?.size) throw badRequest(texts.missing);
      return app.db.transaction().execute(async (trx) => {
        const saved = await saveLogo(trx, app.storage, logo);
        await writeActivity(trx, req, { action: 'update', resource: 'settings', resourceId: 'logo', description: texts.logged });
        return saved;
      });
    });
    if (replaced) await app.storage.delete(replaced).catch((err) => req.log.warn({ err }, 'old logo not deleted'));
    return { success: true, message: texts.saved, data: { mime: meta.mime, size: meta.size, updatedAt: meta.updatedAt } };
  });
};
