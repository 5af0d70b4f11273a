import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BULK_MAX } from '../../src/domain/resources/bulkLimits';
import type { ResourceDeclaration } from '../../src/domain/resources/declaration';
import { formatCount } from '../../src/domain/format';
import { rowId } from '../../src/domain/validation/wholeNumbers';
import { fill } from '../../src/i18n/fill';
import { api } from '../../src/i18n/tr/api';
import { bulk as t } from '../../src/i18n/tr/bulk';
import { validation } from '../../src/i18n/tr/validation';
import type { Db } from '../db/connect';
import { createResourceStore, type AnySelect } from '../db/resourceStore';
import { AppError, badRequest, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import type { PreparedWrite, ResourceBehaviour } from '../resourceRules/behaviour';
import { writeActivities } from '../services/activityLog';
import { writeImport, type WriteRow } from '../services/transfer/importWrite';
import { turnOfOthers as pauseForOthers } from '../services/transfer/turnOfOthers';
import { withChangeOrigin } from '../services/history/changeOrigin';
import { choicesToIds, stillUsed, uniqueRace, type recordChanges } from './recordChanges';
import { replies, reply } from './replies';
import { filterQuery, listRequest } from './resourceListQuery';

/** Refused records listed in an answer at most; the message says when there were more. */
const MAX_LISTED = 500;

/**
 * Records per transaction of a bulk update on the embedded database: 250 jobs hold its one
 * connection ~0.1 s (their indexes and history cost most), so others are answered in between.
 */
const BULK_BATCH_ROWS = 250;

interface BulkParts {
  schema: z.ZodObject;
  behaviour?: ResourceBehaviour;
  rules: ReturnType<typeof recordChanges>;
  /** The caller's row scope, as the single routes apply it. */
  scopeOf: (req: FastifyRequest) => ((query: AnySelect) => AnySelect) | undefined;
}

interface Refusal {
  id: number;
  error: AppError;
}

/** A filter sent in a body: its values as a query string carries them, so the list's own parsing applies. */
const asQueryValues = (filter: unknown) => {
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return filter;
  const entries = Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return Object.fromEntries(entries.map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : typeof v === 'object' ? v : String(v)]));
};

/**
 * Which records a bulk change names: `ids`, or `filter` (the list's filters, search and ids, as
 * the list reads them; a name the list does not know is refused, never ignored into "all").
 */
const selection = (decl: ResourceDeclaration) => ({
  ids: z.array(rowId(validation.invalidId), { error: t.chooseRecords }).min(1, t.chooseRecords).optional(),
  filter: z.preprocess(asQueryValues, filterQuery(decl).omit({ page: true, limit: true, sort: true, order: true }).strict()).optional(),
});

const oneTarget = (body: { ids?: unknown; filter?: unknown }, ctx: z.RefinementCtx) => {
  if (body.ids === undefined && body.filter === undefined) ctx.addIssue({ code: 'custom', message: t.chooseRecords, path: ['ids'] });
  if (body.ids !== undefined && body.filter !== undefined) ctx.addIssue({ code: 'custom', message: t.chooseOne, path: ['filter'] });
};

/** One refusal for the request, its status the records' own when they agree, with each record's reason. */
const refuse = (refused: Refusal[]): AppError => {
  const sorted = [...refused].sort((a, b) => a.id - b.id);
  const statuses = new Set(sorted.map((r) => r.error.statusCode));
  const first = sorted[0]!.error;
  const [status, code] = statuses.size === 1 ? [first.statusCode, first.code] : [409, 'CONFLICT' as const];
  const message = sorted.length > MAX_LISTED ? fill(t.refusedCapped, { count: MAX_LISTED }) : fill(t.refused, { count: sorted.length });
  const listed = sorted.slice(0, MAX_LISTED).map((r) => ({ id: r.id, message: r.error.message, ...(r.error.errors ? { errors: r.error.errors } : {}) }));
  return new AppError(status, code, message, undefined, { refused: listed });
};

const tooMany = (count: number) => badRequest(fill(t.tooMany, { max: formatCount(BULK_MAX), count: formatCount(count) }));

/**
 * `PATCH /v1/<path>` (values for every record named) and `DELETE /v1/<path>` of a declared
 * resource: at most BULK_MAX records, all or none (one transaction; an update on the embedded
 * database in journaled batches, as an import). Each record passes the
 * same access, row scope, field rights and behaviour rules as its single change (recordChanges);
 * a refused record refuses the request, with every refused record and its reason. One activity
 * log row per record; the history marks the change's origin as bulk.
 */
export const registerBulk = (app: FastifyInstance, decl: ResourceDeclaration, { schema, behaviour, rules, scopeOf }: BulkParts) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const storeOn = (db: Db) => createResourceStore(db, decl, { computed: behaviour?.computed });
  const config = { access: decl.access.write };
  const values = z.preprocess(choicesToIds(decl), schema.partial().strict()).refine((v) => Object.keys(v as object).length > 0, t.chooseField);
  const updateBody = z.strictObject({ ...selection(decl), values }).superRefine(oneTarget);
  const deleteBody = z.strictObject(selection(decl)).superRefine(oneTarget);
  type Selection = { ids?: number[]; filter?: Record<string, unknown> };

  /** The records named that the caller sees, and the ids they do not (404, as each alone). */
  const target = async (s: ReturnType<typeof storeOn>, req: FastifyRequest, body: Selection) => {
    const refused: Refusal[] = [];
    if (body.ids) {
      const asked = [...new Set(body.ids)];
      if (asked.length > BULK_MAX) throw tooMany(asked.length);
      const scope = scopeOf(req);
      const ids = await s.matchingIds({ filters: {}, narrow: (q) => (scope ? scope(q) : q).where(`${decl.table}.id`, 'in', asked) }, BULK_MAX);
      const seen = new Set(ids);
      for (const id of asked) if (!seen.has(id)) refused.push({ id, error: notFound(api.notFound) });
      return { ids, refused };
    }
    const params = listRequest(decl, requireUser(req), { ...body.filter });
    const ids = await s.matchingIds(params, BULK_MAX + 1);
    if (ids.length > BULK_MAX) throw tooMany(await s.count(params));
    return { ids, refused };
  };

  /**
   * The records named, each judged as its single change would be: their writes, or the request's
   * refusal. `slice` reads and judges them that many at a time, giving others a turn in between.
   */
  const judge = async (db: Db, req: FastifyRequest, sent: Record<string, unknown>, slice = BULK_MAX) => {
    const s = storeOn(db);
    const { ids, refused } = await target(s, req, req.body as Selection);
    const writes: (WriteRow & { id: number })[] = [];
    for (let from = 0; from < ids.length; from += slice) {
      const part = ids.slice(from, from + slice);
      const records = await s.getMany(part);
      const prepared = await rules.prepareUpdates(part.map((id) => ({ values: sent, existing: records.get(id) })), { req, user: requireUser(req), trx: db });
      part.forEach((id, i) => {
        const p = prepared[i]!;
        if (p instanceof AppError) refused.push({ id, error: p });
        else writes.push({ row: from + i + 1, id, ...p, existing: records.get(id) });
      });
      if (from + slice < ids.length) await pauseForOthers();
    }
    if (refused.length) throw refuse(refused);
    return writes;
  };
  const logUpdates = (trx: Db, req: FastifyRequest, writes: readonly WriteRow[]) =>
    writeActivities(trx, req, writes.map((w) => rules.logEntry('update', w.id, { ...w.existing, ...w.values }, t.logUpdated)));
  /** List values go to child tables through afterWrite, which the import journal cannot undo. */
  const carriesLists = (sent: Record<string, unknown>) => decl.fields.some((f) => sent[f.source] !== undefined && (f.kind === 'list' || f.kind === 'object'));

  r.patch(
    decl.path,
    { config, schema: { tags: [decl.name], body: updateBody, response: replies({ 200: reply({ message: z.string(), updated: z.number() }) }) } },
    async (req) => {
      const user = requireUser(req);
      const sent = req.body.values as Record<string, unknown>;
      let updated: number;
      if (app.dbEngine === 'pglite' && !carriesLists(sent)) {
        // The embedded database's one connection is everyone's: judged in one short transaction,
        // written in short journaled batches (all or none, as an import), logged as the last step.
        const writes = await judge(app.db, req, sent, BULK_BATCH_ROWS);
        const writer = { db: app.db, engine: app.dbEngine, req, user, decl, behaviour, origin: 'bulk' as const, batchRows: BULK_BATCH_ROWS };
        await writeImport(writer, writes, (trx) => logUpdates(trx, req, writes)).catch(uniqueRace(decl));
        updated = writes.length;
      } else {
        updated = await app.db
          .transaction()
          .execute(async (trx) => {
            await withChangeOrigin(trx, req, 'bulk');
            const writes = await judge(trx, req, sent);
            await storeOn(trx).updateMany(writes);
            const afterWrite = behaviour?.afterWrite;
            if (afterWrite) for (const w of writes) await afterWrite(w.id, w.values, { req, user, trx, existing: w.existing });
            await logUpdates(trx, req, writes);
            return writes.length;
          })
          .catch(uniqueRace(decl));
      }
      return { success: true, message: fill(t.updated, { count: formatCount(updated) }), updated };
    },
  );

  r.delete(
    decl.path,
    { config, schema: { tags: [decl.name], body: deleteBody, response: replies({ 200: reply({ message: z.string(), deleted: z.number() }) }) } },
    async (req) => {
      const { deleted, afterCommit } = await app.db
        .transaction()
        .execute(async (trx) => {
          await withChangeOrigin(trx, req, 'bulk');
          const s = storeOn(trx);
          const { ids, refused } = await target(s, req, req.body as Selection);
          const records = await s.getMany(ids);
          const after: ((() => Promise<void>) | void)[] = [];
          for (const id of ids) {
            try {
              after.push(await rules.remove(s, trx, req, records.get(id)!, t.logDeleted));
            } catch (err) {
              // Every refused record is told, not only the first; nothing is kept (the transaction rolls back).
              if (!(err instanceof AppError)) throw err;
              refused.push({ id, error: err });
            }
          }
          if (refused.length) throw refuse(refused);
          return { deleted: ids.length, afterCommit: after };
        })
        .catch(stillUsed(decl));
      for (const then of afterCommit) await then?.();
      return { success: true, message: fill(t.deleted, { count: formatCount(deleted) }), deleted };
    },
  );
};
