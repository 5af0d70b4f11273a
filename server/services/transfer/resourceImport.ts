import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { resourceByName } from '../../../src/domain/resources';
import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import { fill } from '../../../src/i18n/fill';
import { transfer as t } from '../../../src/i18n/tr/transfer';
import type { Db } from '../../db/connect';
import { createResourceStore, type ResourceRecord } from '../../db/resourceStore';
import { AppError, badRequest, conflict } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { prepareEach, type PreparedWrite, type ResourceBehaviour } from '../../resourceRules/behaviour';
import { writeActivity } from '../activityLog';
import { hiddenFrom } from '../fieldRights';
import { MAX_ID } from '../fieldKinds/cellReading';
import { mapHeader } from './csvRead';
import { refuse, rowErrorOf } from './importErrors';
import { changedValues, checkIds, checkRights, readRows, validateRow, type ImportRow, type RowError } from './importRows';
import { writeImport, type WriteRow } from './importWrite';
import { turnOfOthers } from './turnOfOthers';

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
  /** The embedded database writes in journaled batches, PostgreSQL in one transaction (importWrite.ts). */
  engine: 'pglite' | 'postgres';
}

interface Plan {
  row: number;
  id?: number;
  values: Record<string, unknown>;
  existing?: ResourceRecord;
}

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

/** Rows checked between two turns of the event loop: checking a big file is CPU work that would hold it for everyone. */
const CHECK_SLICE = 1000;

/** Every row checked before anything is written: parsing, ids, schema, field rights, uniqueness (file and table), references. */
const plan = async (r: ImportRequest, table: string[][]): Promise<Plan[]> => {
  const { decl, schema } = r;
  if (!table.length) throw badRequest(t.headerMissing);
  const fields = mapHeader(decl, table[0]!, hiddenFrom(decl, r.user.role));
  const errors: RowError[] = [];
  const rows: ImportRow[] = [];
  for (let i = 1; i < table.length; i += CHECK_SLICE) {
    rows.push(...readRows(decl, schema, fields, table.slice(i, i + CHECK_SLICE), errors, i + 1));
    await turnOfOthers();
  }
  const store = createResourceStore(r.db, decl, { computed: r.behaviour?.computed });
  const existing = await store.getMany(rows.flatMap((x) => (x.id === undefined ? [] : [x.id])));
  checkIds(decl, rows, existing, errors);
  const plans: Plan[] = [];
  for (const [n, item] of rows.entries()) {
    if (n % CHECK_SLICE === CHECK_SLICE - 1) await turnOfOthers();
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

/**
 * The behaviour's rules for every planned row, as the routes apply them, read outside any
 * transaction: prepareMany reads each table it needs once for the file, prepareWrite is called
 * row by row (its rules between rows, if any, see none of the file's other rows).
 */
const prepare = async (r: ImportRequest, plans: readonly Plan[]): Promise<WriteRow[]> => {
  const b = r.behaviour;
  const ctx = { req: r.req, user: r.user, trx: r.db };
  const writes = plans.map((p) => ({ values: p.values, existing: p.existing }));
  let prepared: (PreparedWrite | AppError)[];
  if (b?.prepareMany) prepared = await b.prepareMany(writes, ctx);
  else if (b?.prepareWrite) prepared = await prepareEach(writes, (w) => b.prepareWrite!(w.values, { ...ctx, existing: w.existing }));
  else prepared = writes.map((w) => ({ values: w.values }));
  const errors: RowError[] = [];
  prepared.forEach((x, i) => {
    if (x instanceof AppError) errors.push(rowErrorOf(r.decl, plans[i]!.row, x));
  });
  if (errors.length) throw refuse(errors);
  return plans.map((p, i) => ({ row: p.row, id: p.id, existing: p.existing, ...(prepared[i] as PreparedWrite) }));
};

/**
 * A value a unique index refused at the write (taken by someone else since the check, or a rule
 * of the behaviour's that prepareWrite could not see across the file): a 409, with the field's
 * message where the declaration names one, as the routes answer.
 */
const uniqueRace = (decl: ResourceDeclaration) => (err: unknown) => {
  if ((err as { code?: string })?.code !== '23505') throw err;
  throw conflict(decl.fields.find((f) => f.unique)?.unique?.message ?? t.valueTaken);
};

/**
 * Imports a CSV table into a declared resource: all rows or none. Rows with an id update that
 * record (only what differs from it), rows without create one. Everything is checked first, the
 * behaviour's rules included; a dry run stops there and writes nothing. The rows are then written
 * in batches (importWrite.ts), with the import's activity log line in its last step.
 */
export const importResource = async (r: ImportRequest, table: string[][]) => {
  const plans = await plan(r, table);
  const rows = await prepare(r, plans);
  const created = rows.filter((p) => p.id === undefined).length;
  const counts = { created, updated: rows.length - created };
  if (r.dryRun) return counts;
  const description = fill(t.logImported, { resource: r.decl.label, ...counts });
  await writeImport(r, rows, (trx) => writeActivity(trx, r.req, { action: 'import', resource: r.decl.log, description })).catch(uniqueRace(r.decl));
  return counts;
};
