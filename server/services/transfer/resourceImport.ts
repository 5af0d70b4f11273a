import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { resourceByName } from '../../../src/domain/resources';
import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import { fill } from '../../../src/i18n/fill';
import { transfer as t } from '../../../src/i18n/tr/transfer';
import type { Db } from '../../db/connect';
import { createResourceStore, type ResourceRecord } from '../../db/resourceStore';
import { AppError, badRequest } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { ResourceBehaviour, WriteContext } from '../../resourceRules/behaviour';
import { writeActivity } from '../activityLog';
import { mapHeader } from './csvRead';
import { changedValues, checkIds, checkRights, readRows, validateRow, type RowError } from './importRows';

/** The largest id a serial column holds: a larger one names no record (and must not reach the query). */
const MAX_ID = 2_147_483_647;

/** Errors answered at most; the message says when there were more. */
const MAX_ERRORS = 500;

export interface ImportRequest {
  db: Db;
  req: FastifyRequest;
  user: AuthUser;
  decl: ResourceDeclaration;
  schema: z.ZodObject;
  behaviour?: ResourceBehaviour;
  /** The caller's create access (access.create ?? write); rows without id need it. */
  canCreate: boolean;
  dryRun: boolean;
}

interface Plan {
  row: number;
  id?: number;
  values: Record<string, unknown>;
  existing?: ResourceRecord;
}

/** Thrown inside the transaction to roll it back: a dry run, or rows the behaviour refused. */
class Rollback extends Error {}

const refuse = (errors: RowError[]): AppError => {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const message = sorted.length > MAX_ERRORS ? fill(t.invalidRowsCapped, { count: MAX_ERRORS }) : fill(t.invalidRows, { count: sorted.length });
  return new AppError(400, 'VALIDATION', message, undefined, { errors: sorted.slice(0, MAX_ERRORS) });
};

/** A refusal of a behaviour or store (AppError) as the row's error, on the field it names. */
const rowErrorOf = (decl: ResourceDeclaration, row: number, err: AppError): RowError => {
  const field = Object.keys(err.errors ?? {})[0] ?? decl.fields.find((f) => f.unique?.message === err.message)?.source ?? '';
  return { row, field, message: err.message };
};

/**
 * A reference must name a record of the referenced resource: one query per reference field finds
 * the ids that exist, so a wrong id is the row's error rather than a foreign-key refusal of the file.
 */
const checkReferences = async (r: ImportRequest, plans: readonly Plan[], errors: RowError[]) => {
  for (const f of r.decl.fields) {
    const target = f.kind === 'reference' && f.reference ? resourceByName(f.reference) : undefined;
    if (!target) continue;
    const ids = [...new Set(plans.map((p) => p.values[f.source]).filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_ID))];
    if (!ids.length) continue;
    const found = await r.db
      .selectFrom(target.table as never)
      .select('id' as never)
      .where('id' as never, 'in', ids as never)
      .execute();
    const known = new Set(found.map((row) => Number((row as { id: unknown }).id)));
    for (const p of plans) {
      const id = p.values[f.source];
      if (typeof id === 'number' && !known.has(id)) errors.push({ row: p.row, field: f.source, message: fill(t.unknownId, { id }) });
    }
  }
};

/** Every row checked before anything is written: parsing, ids, schema, field rights, uniqueness (file and table), references. */
const plan = async (r: ImportRequest, table: string[][]): Promise<Plan[]> => {
  const { decl, schema } = r;
  if (!table.length) throw badRequest(t.headerMissing);
  const fields = mapHeader(decl, table[0]!);
  const errors: RowError[] = [];
  const rows = readRows(decl, schema, fields, table.slice(1), errors);
  const store = createResourceStore(r.db, decl, { computed: r.behaviour?.computed });
  const existing = await store.getMany(rows.flatMap((x) => (x.id === undefined ? [] : [x.id])));
  checkIds(decl, rows, existing, errors);
  const plans: Plan[] = [];
  for (const item of rows) {
    const before = item.id === undefined ? undefined : existing.get(item.id);
    if (item.id !== undefined && !before) continue;
    if (!before && !r.canCreate) {
      errors.push({ row: item.row, field: '', message: t.createForbidden });
      continue;
    }
    const values = before ? changedValues(decl, item.values, before) : item.values;
    if (before && !Object.keys(values).length) continue;
    const valid = validateRow(schema, item, values, errors);
    if (!valid) continue;
    if (!before) for (const f of decl.fields) if (valid[f.source] === undefined && f.defaultValue !== undefined) valid[f.source] = f.defaultValue;
    const allowed = checkRights(decl, r.user.role, item, valid, before, errors);
    if (allowed) plans.push({ row: item.row, id: item.id, values: allowed, existing: before });
  }
  for (const f of decl.fields.filter((x) => x.unique)) {
    const setting = plans.filter((p) => typeof p.values[f.source] === 'string');
    const { keyOf, holder } = await store.uniqueKeys(f, [...new Set(setting.map((p) => p.values[f.source] as string))]);
    const firstRow = new Map<string, number>();
    for (const p of setting) {
      const key = keyOf.get(p.values[f.source] as string)!;
      const held = holder.get(key);
      if (firstRow.has(key)) errors.push({ row: p.row, field: f.source, message: fill(t.duplicateInFile, { row: firstRow.get(key)! }) });
      else if (held !== undefined && held !== p.id) errors.push({ row: p.row, field: f.source, message: f.unique!.message });
      firstRow.set(key, firstRow.get(key) ?? p.row);
    }
  }
  await checkReferences(r, plans, errors);
  if (errors.length) throw refuse(errors);
  return plans;
};

/** Writes the plans the way the routes do, row by row through the behaviour's hooks. */
const writeEach = async (r: ImportRequest, trx: Db, plans: Plan[]) => {
  const store = createResourceStore(trx, r.decl, { computed: r.behaviour?.computed });
  const errors: RowError[] = [];
  for (const p of plans) {
    const ctx: WriteContext = { req: r.req, user: r.user, trx, existing: p.existing };
    try {
      const prepared = r.behaviour?.prepareWrite ? await r.behaviour.prepareWrite(p.values, ctx) : { values: p.values };
      const written = p.id === undefined ? await store.create(prepared.values, prepared.columns) : await store.update(p.id, prepared.values, prepared.columns);
      await r.behaviour?.afterWrite?.(Number(written![r.decl.idField]), prepared.values, ctx);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.push(rowErrorOf(r.decl, p.row, err));
      if (errors.length >= MAX_ERRORS) break;
    }
  }
  if (errors.length) throw refuse(errors);
};

/**
 * Imports a CSV table into a declared resource: all rows or none, in one transaction. Rows with
 * an id update that record (only what differs from it), rows without create one. A resource
 * without write hooks gets its new rows in batched inserts; a dry run checks and writes nothing.
 */
export const importResource = async (r: ImportRequest, table: string[][]) => {
  const plans = await plan(r, table);
  const created = plans.filter((p) => p.id === undefined).length;
  const counts = { created, updated: plans.length - created };
  const hooked = Boolean(r.behaviour?.prepareWrite || r.behaviour?.afterWrite);
  // Without hooks every check has run already; with them the dry run writes and rolls back.
  if (r.dryRun && !hooked) return counts;
  try {
    await r.db.transaction().execute(async (trx) => {
      if (hooked) await writeEach(r, trx, plans);
      else {
        const store = createResourceStore(trx, r.decl);
        await store.insertMany(plans.filter((p) => p.id === undefined));
        for (const p of plans) if (p.id !== undefined) await store.update(p.id, p.values);
      }
      if (r.dryRun) throw new Rollback();
      const description = fill(t.logImported, { resource: r.decl.label, ...counts });
      await writeActivity(trx, r.req, { action: 'import', resource: r.decl.log, description });
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return counts;
};
