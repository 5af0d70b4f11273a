import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceDeclaration } from '../../src/domain/resources/declaration';
import { Role } from '../../src/domain/roles';
import { rowId, wholeNumber } from '../../src/domain/validation/wholeNumbers';
import { fill } from '../../src/i18n/fill';
import { history as texts } from '../../src/i18n/tr/history';
import { validation } from '../../src/i18n/tr/validation';
import { createResourceStore, type AnySelect } from '../db/resourceStore';
import { forbidden, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { BEHAVIOURS } from '../resourceRules';
import { presentFor } from '../services/fieldRights';
import { historyPage } from '../services/history/historyPage';
import { restoreField } from '../services/history/restoreField';
import { idParam } from './params';
import { openObject, replies, reply, timestamp } from './replies';
import { recordReply } from './resourceReplies';
import { requestRowScope } from './requestRowScope';

/** The most entries one page of history holds. */
export const HISTORY_PAGE_MAX = 100;

const historyQuery = z.object({
  page: wholeNumber(validation.invalidInput, 1, 1_000_000).default(1),
  limit: wholeNumber(validation.invalidInput, 1, HISTORY_PAGE_MAX).default(20),
});

const entryParams = idParam.extend({ entryId: rowId(texts.entryNotFound) });
const restoreBody = z.strictObject({ field: z.string({ error: texts.chooseField }).min(1, texts.chooseField).max(100, texts.fieldNotRestorable) });

const entryReply = openObject({
  id: z.number(),
  action: z.enum(['create', 'update', 'delete']),
  origin: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  at: timestamp,
  changes: z.array(openObject({ field: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() })),
});

/** A declared resource's record history (issue 25): its pages, and an admin's restore of a field. */
const registerHistory = async (app: FastifyInstance, decl: ResourceDeclaration) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const behaviour = BEHAVIOURS[decl.name];
  const schema = await decl.loadSchema();
  const one = decl.recordEnvelope ?? decl.envelope;
  const scopeOf = requestRowScope(behaviour);

  r.get(
    `${decl.path}/:id/history`,
    { config: { access: decl.access.read }, schema: { tags: [decl.name], params: idParam, querystring: historyQuery, response: replies({ 200: reply({ history: z.array(entryReply), more: z.boolean() }) }) } },
    async (req) => {
      const user = requireUser(req);
      // The record route's answer for a record the caller may not see: 404.
      let seen = app.db.selectFrom(decl.table as never).select('id' as never).where('id' as never, '=', req.params.id as never) as unknown as AnySelect;
      const scope = scopeOf(req);
      if (scope) seen = scope(seen);
      if (!(await seen.executeTakeFirst())) throw notFound();
      const page = await historyPage(app.db, decl, req.params.id, user.role, req.query.page, req.query.limit);
      return { success: true, history: page.entries, more: page.more };
    },
  );

  r.post(
    `${decl.path}/:id/history/:entryId/restore`,
    { config: { access: decl.access.write }, schema: { tags: [decl.name], params: entryParams, body: restoreBody, response: replies({ 200: reply({ message: z.string(), [one]: recordReply(decl) }) }) } },
    async (req) => {
      const user = requireUser(req);
      if (user.role !== Role.admin) throw forbidden(texts.adminOnly);
      const field = decl.fields.find((f) => f.source === req.body.field);
      const record = await app.db.transaction().execute((trx) =>
        restoreField(trx, req, { decl, behaviour, schema, scope: scopeOf(req) }, req.params.id, req.params.entryId, req.body.field),
      );
      return { success: true, message: fill(texts.restored, { field: field?.label ?? req.body.field }), [one]: presentFor(decl, user.role)(record) };
    },
  );
};

export const historyRoutes = async (app: FastifyInstance) => {
  for (const decl of RESOURCES) await registerHistory(app, decl);
};
