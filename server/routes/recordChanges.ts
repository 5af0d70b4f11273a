import type { FastifyRequest } from 'fastify';
import { toDb, type ResourceDeclaration } from '../../src/domain/resources/declaration';
import { fill } from '../../src/i18n/fill';
import { transfer } from '../../src/i18n/tr/transfer';
import type { Db } from '../db/connect';
import type { createResourceStore, ResourceRecord } from '../db/resourceStore';
import { AppError, conflict, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { prepareEach, type PreparedWrite, type ResourceBehaviour, type WriteContext } from '../resourceRules/behaviour';
import { writeActivity, type LogEntry } from '../services/activityLog';
import { applyEditRights } from '../services/fieldRights';
import { recordLabel } from '../services/recordLabel';

type Store = ReturnType<typeof createResourceStore>;

/** Turns wire aliases of choice fields (counters: 1 / 0) into the screen value the schema knows. */
export const choicesToIds = (decl: ResourceDeclaration) => (body: unknown) => {
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

export const pgCode = (err: unknown) => (err as { code?: string })?.code;

/**
 * Two writes of one unique value at the same moment both pass the store's check; the unique
 * index refuses the second at commit. It gets the field's 409, as if it had come a moment later.
 */
export const uniqueRace = (decl: ResourceDeclaration) => (err: unknown) => {
  const unique = decl.fields.find((f) => f.unique);
  if (pgCode(err) === '23505' && unique?.unique) throw conflict(unique.unique.message, { [unique.source]: unique.unique.message });
  throw err;
};

/** Rows of other tables still point at a deleted one (an operation used by jobs): the declaration's 409. */
export const stillUsed = (decl: ResourceDeclaration) => (err: unknown) => {
  if ((pgCode(err) === '23503' || pgCode(err) === '23001') && decl.messages?.inUse) throw conflict(decl.messages.inUse);
  throw err;
};

/** An update to judge: the values sent and the record as stored (absent when the rules need none). */
export interface UpdateToJudge {
  values: Record<string, unknown>;
  existing?: ResourceRecord;
}

/**
 * The rules of changing and deleting a declared resource's records, one or many. The single
 * routes and the bulk routes both call these, so each record of a bulk change is judged exactly
 * as the same change alone would be.
 */
export const recordChanges = (decl: ResourceDeclaration, behaviour: ResourceBehaviour | undefined) => {
  /** A record's activity log entry: the resource's log name, its id, the text naming it. */
  const logEntry = (action: string, id: unknown, record: ResourceRecord, text: string): LogEntry => ({
    action,
    resource: decl.log,
    resourceId: String(id),
    description: fill(text, { resource: decl.label, record: recordLabel(decl, record) }),
  });
  const log = (trx: Db, req: FastifyRequest, action: string, id: unknown, record: ResourceRecord, text: string) => writeActivity(trx, req, logEntry(action, id, record, text));

  /**
   * Each update after the caller's field rights (against the stored record) and the behaviour's
   * rules, in order: the prepared write, or that record's refusal. Many at once go through the
   * behaviour's prepareMany (each table its rules read, read once).
   */
  const prepareUpdates = async (writes: readonly UpdateToJudge[], ctx: Omit<WriteContext, 'existing'>): Promise<(PreparedWrite | AppError)[]> => {
    const out: (PreparedWrite | AppError)[] = new Array(writes.length);
    const passing: (UpdateToJudge & { at: number })[] = [];
    writes.forEach((w, at) => {
      try {
        passing.push({ at, values: applyEditRights(decl, ctx.user.role, w.values, w.existing), existing: w.existing });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        out[at] = err;
      }
    });
    let prepared: (PreparedWrite | AppError)[];
    if (behaviour?.prepareMany && passing.length > 1) prepared = await behaviour.prepareMany(passing, ctx);
    else if (behaviour?.prepareWrite) prepared = await prepareEach(passing, (w) => behaviour.prepareWrite!(w.values, { ...ctx, existing: w.existing }));
    else prepared = passing.map((w) => ({ values: w.values }));
    passing.forEach((w, i) => (out[w.at] = prepared[i]!));
    return out;
  };

  /**
   * Deletes one record the caller sees: the behaviour's check (a refusal is thrown), the row, its
   * log row. Answers what is to run after the commit (files of the record).
   */
  const remove = async (s: Store, trx: Db, req: FastifyRequest, existing: ResourceRecord, text: string = transfer.logDeleted) => {
    const id = Number(existing[decl.idField]);
    const then = await behaviour?.beforeDelete?.(existing, { req, user: requireUser(req), trx, existing });
    if (!(await s.remove(id))) throw notFound();
    const note = behaviour?.deleteNote?.(existing);
    await log(trx, req, 'delete', id, existing, note ? `${text} (${note})` : text);
    return then;
  };

  return { log, logEntry, prepareUpdates, remove };
};
