import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toDb, type ResourceDeclaration } from '../../src/domain/resources/declaration';
import { RESOURCES } from '../../src/domain/resources';
import { validation } from '../../src/i18n/tr/validation';
import { notFound } from '../errors';
import { writeActivity } from '../services/activityLog';
import { createResourceStore } from '../services/resourceStore';

export const idParam = z.object({ id: z.coerce.number({ error: validation.invalidId }).int(validation.invalidId).positive(validation.invalidId).max(2147483647, validation.invalidId) });

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  sort: z.string().max(64).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).transform((o) => o.toUpperCase() as 'ASC' | 'DESC').optional(),
  q: z.string().max(200).optional(),
});

/** Turns wire aliases of choice fields (counters: 1 / 0) into the screen value the schema knows. */
const choicesToIds = (decl: ResourceDeclaration) => (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const f of decl.fields) {
    if (f.kind !== 'choice' || out[f.source] === undefined) continue;
    const db = toDb(f, out[f.source]);
    const choice = f.choices?.find((c) => c.db === db);
    if (choice) out[f.source] = choice.id;
  }
  return out;
};

const filterQuery = (decl: ResourceDeclaration) => {
  const shape: Record<string, z.ZodType> = {};
  for (const f of decl.fields) {
    if (!f.filter) continue;
    shape[f.source] = f.choices
      ? z.string().max(64).refine((v) => toDb(f, v) !== undefined, validation.invalidInput).optional()
      : z.string().max(200).optional();
  }
  return listQuery.extend(shape);
};

/** CRUD routes for one declared resource: validation, permission, logging, envelope. */
const registerResource = (app: FastifyInstance, decl: ResourceDeclaration) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const store = createResourceStore(app.db, decl);
  const createBody = z.preprocess(choicesToIds(decl), decl.schema.strict());
  const updateBody = z.preprocess(choicesToIds(decl), decl.schema.partial().strict());
  const read = { access: decl.access.read };
  const write = { access: decl.access.write };
  const label = (record: Record<string, unknown>) => String(record.name ?? record.title ?? record[decl.idField]);

  r.get(decl.path, { config: read, schema: { tags: [decl.name], querystring: filterQuery(decl) } }, async (req) => {
    const { page, limit, sort, order, q, ...filters } = req.query as z.infer<typeof listQuery> & Record<string, unknown>;
    const { rows, total } = await store.list({ page, limit, sort, order, q, filters });
    return { success: true, [decl.envelope]: rows, total };
  });

  r.get(`${decl.path}/:id`, { config: read, schema: { tags: [decl.name], params: idParam } }, async (req) => {
    const record = await store.get(req.params.id);
    if (!record) throw notFound();
    return { success: true, [decl.envelope]: record };
  });

  r.post(decl.path, { config: write, schema: { tags: [decl.name], body: createBody } }, async (req, reply) => {
    const values: Record<string, unknown> = { ...(req.body as Record<string, unknown>) };
    for (const f of decl.fields) if (values[f.source] === undefined && f.defaultValue !== undefined) values[f.source] = f.defaultValue;
    const record = await app.db.transaction().execute(async (trx) => {
      const created = await createResourceStore(trx, decl).create(values);
      await writeActivity(trx, req, { action: 'create', resource: decl.log, resourceId: String(created[decl.idField]), description: `${decl.label}: "${label(created)}" eklendi` });
      return created;
    });
    return reply.status(201).send({ success: true, message: decl.messages?.created, [decl.envelope]: record });
  });

  r.put(`${decl.path}/:id`, { config: write, schema: { tags: [decl.name], params: idParam, body: updateBody } }, async (req) => {
    const record = await app.db.transaction().execute(async (trx) => {
      const updated = await createResourceStore(trx, decl).update(req.params.id, req.body as Record<string, unknown>);
      if (!updated) throw notFound();
      await writeActivity(trx, req, { action: 'update', resource: decl.log, resourceId: String(req.params.id), description: `${decl.label}: "${label(updated)}" güncellendi` });
      return updated;
    });
    return { success: true, message: decl.messages?.updated, [decl.envelope]: record };
  });

  r.delete(`${decl.path}/:id`, { config: write, schema: { tags: [decl.name], params: idParam } }, async (req) => {
    await app.db.transaction().execute(async (trx) => {
      const store = createResourceStore(trx, decl);
      const existing = await store.get(req.params.id);
      if (!existing || !(await store.remove(req.params.id))) throw notFound();
      await writeActivity(trx, req, { action: 'delete', resource: decl.log, resourceId: String(req.params.id), description: `${decl.label}: "${label(existing)}" silindi` });
    });
    return { success: true, message: decl.messages?.deleted };
  });
};

export const resourceRoutes = async (app: FastifyInstance) => {
  for (const decl of RESOURCES) registerResource(app, decl);
};
