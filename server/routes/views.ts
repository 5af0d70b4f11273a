import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grants } from '../../src/domain/permissions';
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceDeclaration } from '../../src/domain/resources/declaration';
import { DENSITIES, viewCreateSchema, viewUpdateSchema } from '../../src/domain/views/savedView';
import { views as texts } from '../../src/i18n/tr/views';
import { badRequest, forbidden } from '../errors';
import { requireUser, type AuthUser } from '../plugins/auth';
import { createView, deleteView, setDefaultView, updateView, viewsOf } from '../services/views/savedViews';
import { idParam } from './params';
import { messageReply, openObject, replies, reply } from './replies';

const viewReply = openObject({
  id: z.number(),
  list: z.string(),
  name: z.string(),
  state: openObject({
    columns: z.array(z.string()).optional(),
    sort: z.string().optional(),
    order: z.enum(['ASC', 'DESC']).optional(),
    filter: z.record(z.string(), z.unknown()).optional(),
    perPage: z.number().optional(),
    density: z.enum(DENSITIES).optional(),
  }),
  isDefault: z.boolean(),
  publishedRole: z.number().nullable(),
  own: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const oneView = replies({ 200: reply({ message: z.string(), view: viewReply }) });

const listQuery = z.object({ list: z.string({ error: texts.unknownList }).max(64, texts.unknownList) });
const defaultBody = z.strictObject({ isDefault: z.boolean().default(true) });

/** The declared list a user may read, by its resource name: 400 for a name no resource has, 403 for one they may not read. */
const readableList = (user: AuthUser, list: string): ResourceDeclaration => {
  const decl = RESOURCES.find((r) => r.name === list);
  if (!decl) throw badRequest(texts.unknownList, { list: texts.unknownList });
  const read = decl.access.read;
  if (read !== 'public' && read !== 'signedIn' && !grants(read, user.permissions)) throw forbidden();
  return decl;
};

/**
 * Saved list views (issue 25), kept per user and per list so they follow the user to any browser.
 * Only a user's own views change here; an admin's view published to a role is read by its users.
 */
export const viewRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['views'];

  r.get('/views', { config: { access: 'signedIn' }, schema: { tags, querystring: listQuery, response: replies({ 200: reply({ views: z.array(viewReply) }) }) } }, async (req) => {
    const user = requireUser(req);
    return { success: true, views: await viewsOf(app.db, user, readableList(user, req.query.list)) };
  });

  r.post('/views', { config: { access: 'signedIn' }, schema: { tags, body: viewCreateSchema, response: replies({ 201: reply({ message: z.string(), view: viewReply }) }) } }, async (req, reply) => {
    const user = requireUser(req);
    const { list, ...input } = req.body;
    const decl = readableList(user, list);
    const view = await app.db.transaction().execute((trx) => createView(trx, user, decl, input));
    return reply.status(201).send({ success: true, message: texts.saved, view });
  });

  r.put('/views/:id', { config: { access: 'signedIn' }, schema: { tags, params: idParam, body: viewUpdateSchema, response: oneView } }, async (req) => {
    const view = await updateView(app.db, requireUser(req), req.params.id, req.body);
    return { success: true, message: texts.updated, view };
  });

  r.put('/views/:id/default', { config: { access: 'signedIn' }, schema: { tags, params: idParam, body: defaultBody, response: oneView } }, async (req) => {
    const view = await app.db.transaction().execute((trx) => setDefaultView(trx, requireUser(req), req.params.id, req.body.isDefault));
    return { success: true, message: view.isDefault ? texts.defaultSet : texts.defaultCleared, view };
  });

  r.delete('/views/:id', { config: { access: 'signedIn' }, schema: { tags, params: idParam, response: replies({ 200: messageReply }) } }, async (req) => {
    await deleteView(app.db, requireUser(req), req.params.id);
    return { success: true, message: texts.deleted };
  });
};
