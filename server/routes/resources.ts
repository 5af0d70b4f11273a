import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResourceDeclaration } from '../../src/domain/resources/declaration';
import { RESOURCES } from '../../src/domain/resources';
import { transfer } from '../../src/i18n/tr/transfer';
import { validation } from '../../src/i18n/tr/validation';
import type { Db } from '../db/connect';
import { AppError, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { BEHAVIOURS } from '../resourceRules';
import type { WriteContext } from '../resourceRules/behaviour';
import { idParam } from './params';
import { filterQuery, listRequest } from './resourceListQuery';
import { registerTransfer } from './resourceTransfer';
import { resourceReplies } from './resourceReplies';
import { withChangeOrigin } from '../services/history/changeOrigin';
import { attemptKeyOf, bodyHash, earlierCreate, forgetCreate, rememberCreate } from '../services/createAttempts';
import { createResourceStore } from '../db/resourceStore';
import { applyEditRights, hiddenFrom, needsExisting, presentFor } from '../services/fieldRights';
import { listAnswerText } from './listAnswer';
import { choicesToIds, recordChanges, stillUsed, uniqueRace } from './recordChanges';
import { registerBulk } from './resourceBulk';
import { requestRowScope } from './requestRowScope';

/** CRUD routes for one declared resource: validation, permission, field rights, logging, envelope. */
const registerResource = async (app: FastifyInstance, decl: ResourceDeclaration) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const behaviour = BEHAVIOURS[decl.name];
  const storeOn = (db: Db) => createResourceStore(db, decl, { computed: behaviour?.computed });
  const store = storeOn(app.db);
  const schema = await decl.loadSchema();
  const response = resourceReplies(decl);
  const createBody = z.preprocess(choicesToIds(decl), schema.strict());
  const updateBody = z.preprocess(choicesToIds(decl), schema.partial().strict());
  const read = { access: decl.access.read };
  const write = { access: decl.access.write };
  const create = { access: decl.access.create ?? decl.access.write };
  // Single answers use the record's own key when the spec names one ({project}), else the list's.
  const one = decl.recordEnvelope ?? decl.envelope;
  const scopeOf = requestRowScope(behaviour);
  /** The record as the caller may see it; 404 when missing or outside their rows. */
  const visible = async (s: ReturnType<typeof storeOn>, req: FastifyRequest, id: number) => {
    const record = await s.get(id, scopeOf(req));
    if (!record) throw notFound();
    return record;
  };
  const rules = recordChanges(decl, behaviour);
  const log = rules.log;

  r.get(decl.path, { config: read, schema: { tags: [decl.name], querystring: filterQuery(decl), response: response.list } }, async (req, reply) => {
    const user = requireUser(req);
    const params = listRequest(decl, user, req.query);
    // The page as JSON the database wrote (tests compare it with list()'s mapped records: tests/api/helpers/declaredLists.ts).
    const totals = app.listTotals.slot(store.countQuery(params));
    const listed = await store.listJson(params, hiddenFrom(decl, user.role), totals.known);
    totals.keep(listed.total);
    const summary = behaviour?.listSummary ? await behaviour.listSummary(app.db, params.filters, user) : {};
    const text = listAnswerText(decl.envelope, listed.json, listed.total, summary);
    // A string with a JSON content type is sent as it is: Fastify's serialiser is for objects.
    return reply.type('application/json; charset=utf-8').send(text as never);
  });

  r.get(`${decl.path}/:id`, { config: read, schema: { tags: [decl.name], params: idParam, response: response.get } }, async (req) => {
    const record = await visible(store, req, req.params.id);
    return { success: true, [one]: presentFor(decl, requireUser(req).role)(record) };
  });

  r.post(decl.path, { config: create, schema: { tags: [decl.name], body: createBody, response: response.create } }, async (req, reply) => {
    const user = requireUser(req);
    const role = user.role;
    const key = attemptKeyOf(req);
    const attempt = key ? { userId: user.id, resource: decl.name, key, bodyHash: bodyHash(req.body) } : undefined;
    const created = (record: Record<string, unknown>) => reply.status(201).send({ success: true, message: decl.messages?.created, [one]: presentFor(decl, role)(record) });
    // The same save sent again (its answer was lost): the record the first one made, not a copy.
    const again = async () => {
      const id = attempt && (await earlierCreate(app.db, attempt));
      if (!id) return undefined;
      const record = await store.get(id, scopeOf(req));
      if (!record) await forgetCreate(app.db, attempt);
      return record;
    };
    const earlier = await again();
    if (earlier) return created(earlier);
    // Rights judge what the caller sent; the defaults are the server's, not theirs.
    const allowed = { ...applyEditRights(decl, role, { ...(req.body as Record<string, unknown>) }) };
    for (const f of decl.fields) if (allowed[f.source] === undefined && f.defaultValue !== undefined) allowed[f.source] = f.defaultValue;
    const record = await app.db
      .transaction()
      .execute(async (trx) => {
        await withChangeOrigin(trx, req, 'form');
        const ctx: WriteContext = { req, user, trx };
        const prepared = behaviour?.prepareWrite ? await behaviour.prepareWrite(allowed, ctx) : { values: allowed };
        const s = storeOn(trx);
        let made = await s.create(prepared.values, prepared.columns);
        const id = Number(made[decl.idField]);
        await behaviour?.afterWrite?.(id, prepared.values, ctx);
        if (behaviour) made = (await s.get(id))!;
        await log(trx, req, 'create', id, made, transfer.logCreated);
        if (attempt) await rememberCreate(trx, attempt, id);
        return made;
      })
      // Two workers took the same key at once: the one that lost answers with the winner's record.
      .catch(async (err: unknown) => (await again()) ?? uniqueRace(decl)(err));
    return created(record);
  });

  r.put(`${decl.path}/:id`, { config: write, schema: { tags: [decl.name], params: idParam, body: updateBody, response: response.update } }, async (req) => {
    const role = requireUser(req).role;
    const body = req.body as Record<string, unknown>;
    const record = await app.db.transaction().execute(async (trx) => {
      await withChangeOrigin(trx, req, 'form');
      const s = storeOn(trx);
      // The behaviour's rules and the field rights compare with what is stored.
      const mustRead = Boolean(behaviour) || needsExisting(decl, role, body);
      const existing = mustRead ? await visible(s, req, req.params.id) : undefined;
      const ctx: WriteContext = { req, user: requireUser(req), trx, existing };
      const [prepared] = await rules.prepareUpdates([{ values: body, existing }], ctx);
      if (prepared instanceof AppError) throw prepared;
      let updated = await s.update(req.params.id, prepared.values, prepared.columns);
      if (!updated) throw notFound();
      await behaviour?.afterWrite?.(req.params.id, prepared.values, ctx);
      if (behaviour) updated = (await s.get(req.params.id))!;
      await log(trx, req, 'update', req.params.id, updated, transfer.logUpdated);
      return updated;
    }).catch(uniqueRace(decl));
    return { success: true, message: decl.messages?.updated, [one]: presentFor(decl, role)(record) };
  });

  r.delete(`${decl.path}/:id`, { config: write, schema: { tags: [decl.name], params: idParam, response: response.remove } }, async (req) => {
    const afterCommit = await app.db
      .transaction()
      .execute(async (trx) => {
        await withChangeOrigin(trx, req, 'form');
        const s = storeOn(trx);
        return rules.remove(s, trx, req, await visible(s, req, req.params.id));
      })
      // Rows of other tables still point at it (an operation used by jobs): foreign key or restrict violation.
      .catch(stillUsed(decl));
    await afterCommit?.();
    return { success: true, message: decl.messages?.deleted };
  });

  registerBulk(app, decl, { schema, behaviour, rules, scopeOf });
  if (decl.transfer !== false) registerTransfer(app, decl, schema);
};

export const resourceRoutes = async (app: FastifyInstance) => {
  for (const decl of RESOURCES) await registerResource(app, decl);
};
