import type { FastifyRequest } from 'fastify';
import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import type { Db } from '../../db/connect';
import { createResourceStore, type ResourceRecord } from '../../db/resourceStore';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { ResourceBehaviour } from '../../resourceRules/behaviour';
import { MAX_ERRORS, refuse, rowErrorOf } from './importErrors';
import { beginImport, endImport, journalBatch, undoImport } from './importJournal';
import type { RowError } from './importRows';
import { turnOfOthers } from './turnOfOthers';
import { withChangeOrigin, type ChangeOrigin } from '../history/changeOrigin';

/** A checked row with its behaviour's rules applied: what a batch writes. */
export interface WriteRow {
  /** Its spreadsheet row, for errors. */
  row: number;
  /** The record it updates; absent for a new one. */
  id?: number;
  values: Record<string, unknown>;
  /** Columns the behaviour filled (names looked up, stamps). */
  columns?: Record<string, unknown>;
  existing?: ResourceRecord;
}

/** What writing an import needs: the database and its engine, the caller, the resource and its rules. */
export interface ImportWriter {
  db: Db;
  engine: 'pglite' | 'postgres';
  req: FastifyRequest;
  user: AuthUser;
  decl: ResourceDeclaration;
  behaviour?: ResourceBehaviour;
  /** How the history marks the writes: 'import' unless a bulk change writes through here. */
  origin?: ChangeOrigin;
  /** Rows per batch, IMPORT_BATCH_ROWS unless given. */
  batchRows?: number;
}

/**
 * Rows per batch. On the embedded database each batch is a transaction of its own, holding the
 * one connection about 0.1–0.3 s for 1,000 jobs (their search and sort indexes cost most), so
 * other users' requests are answered between batches.
 */
export const IMPORT_BATCH_ROWS = 1000;

/**
 * One batch: multi-row insert and update, journaled when `importId` is given (in the same
 * transaction, before the update changes what it records), then the behaviour's afterWrite per
 * row with the row's id (reserved before the insert). A job's afterWrite writes its
 * operations and photos only when the values carry them, which a file never does (list columns are
 * read-only there).
 */
const writeBatch = async (w: ImportWriter, trx: Db, rows: readonly WriteRow[], importId?: number) => {
  await withChangeOrigin(trx, w.req, w.origin ?? 'import');
  const store = createResourceStore(trx, w.decl);
  const created = rows.filter((r) => r.id === undefined);
  const updated = rows.filter((r) => r.id !== undefined);
  const afterWrite = w.behaviour?.afterWrite;
  // afterWrite needs each new row's own id: reserved first, then inserted with it.
  const reserved = afterWrite ? await store.reserveIds(created.length) : undefined;
  const ids = await store.insertMany(created.map((r, i) => ({ values: r.values, columns: reserved ? { ...r.columns, id: reserved[i] } : r.columns })));
  if (importId !== undefined) {
    const derived = w.behaviour?.derivedColumns ?? {};
    const journaled = (written: string[]) => [...new Set(written.flatMap((c) => [c, ...(derived[c] ?? [])]))];
    await journalBatch(trx, importId, w.decl.table, ids, updated.map((r) => ({ id: r.id!, columns: journaled(Object.keys(store.updateSet(r.values, r.columns))) })));
  }
  await store.updateMany(updated.map((r) => ({ id: r.id!, values: r.values, columns: r.columns })));
  if (!afterWrite) return;
  const errors: RowError[] = [];
  let next = 0;
  for (const r of rows) {
    const id = r.id ?? reserved![next++]!;
    try {
      await afterWrite(id, r.values, { req: w.req, user: w.user, trx, existing: r.existing });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.push(rowErrorOf(w.decl, r.row, err));
      if (errors.length >= MAX_ERRORS) break;
    }
  }
  if (errors.length) throw refuse(errors);
};

const batchesOf = <T>(rows: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

/**
 * Writes all rows or none. On PostgreSQL, one transaction: each request has its own connection,
 * so others wait for nothing and see nothing of the import before it commits. On the embedded
 * database (one connection, requests queue on it), each batch is its own short transaction and is
 * journaled: if a later batch fails, the journal undoes the earlier ones; if the process dies, the
 * next start undoes them (undoUnfinishedImports); the last step deletes the journal and runs
 * `finish` (the activity log line) in one transaction, the import's commit.
 */
export const writeImport = async (w: ImportWriter, rows: readonly WriteRow[], finish: (trx: Db) => Promise<void>) => {
  const batches = batchesOf(rows, w.batchRows ?? IMPORT_BATCH_ROWS);
  if (w.engine === 'postgres') {
    await w.db.transaction().execute(async (trx) => {
      for (const batch of batches) await writeBatch(w, trx, batch);
      await finish(trx);
    });
    return;
  }
  const importId = await beginImport(w.db, w.decl.table);
  try {
    for (const batch of batches) {
      await w.db.transaction().execute((trx) => writeBatch(w, trx, batch, importId));
      await turnOfOthers();
    }
    await w.db.transaction().execute(async (trx) => {
      await endImport(trx, importId);
      await finish(trx);
    });
  } catch (err) {
    // The failure is the answer; an undo cut short is finished by the next start.
    await undoImport(w.db, importId).catch((undoErr: unknown) => w.req.log.error({ err: undoErr, importId }, 'import undo failed'));
    throw err;
  }
};
