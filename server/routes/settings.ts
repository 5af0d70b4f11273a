import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyContactSchema } from '../../src/domain/validation/companyContact';
import { pages } from '../../src/i18n/tr/pages';
import { validation } from '../../src/i18n/tr/validation';
import { badRequest } from '../errors';
import { withUpload } from '../services/files/multipartUpload';
import { writeActivity } from '../services/activityLog';
import { z } from 'zod';
import { readCompanyContact, saveCompanyContact } from '../services/companyContact';
import { LOGO_MIME_TYPES, openLogo, saveLogo } from '../services/companyLogo';
import { fileReply, openObject, replies, reply, timestamp } from './replies';

const texts = pages.settings.logo;
const contactTexts = pages.settings.contact;

const logoFile = replies({ 200: fileReply('The logo image', ...LOGO_MIME_TYPES), 204: z.null().describe('No logo saved yet') });
const contactReply = z.object({ email: z.string(), phone: z.string(), address: z.string() });
const contactRead = replies({ 200: reply({ data: contactReply }) });
const contactSaved = replies({ 200: reply({ message: z.string(), data: contactReply }) });
const logoSaved = replies({ 200: reply({ message: z.string(), data: openObject({ mime: z.string(), size: z.number(), updatedAt: timestamp }) }) });

/** The company logo shown by the shell and the loading overlay, and the contact details its footer shows (000 sections 1, 2, settings page). */
export const settingsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public, as a company's contact details are: the footer reads them.
  r.get('/settings/company', { config: { access: 'public' }, schema: { tags: ['settings'], response: contactRead } }, async () => ({ success: true, data: await readCompanyContact(app.db) }));

  r.put('/settings/company', { config: { access: 'canAccessSettings' }, schema: { tags: ['settings'], body: companyContactSchema, response: contactSaved } }, async (req) => {
    await app.db.transaction().execute(async (trx) => {
      await saveCompanyContact(trx, req.body);
      await writeActivity(trx, req, { action: 'update', resource: 'settings', resourceId: 'company', description: contactTexts.logged });
    });
    return { success: true, message: contactTexts.saved, data: req.body };
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
