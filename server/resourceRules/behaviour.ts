import type { FastifyRequest } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../db/connect';
import { AppError } from '../errors';
import { turnOfOthers } from '../services/transfer/turnOfOthers';
import type { AnySelect, ResourceRecord } from '../db/resourceStore';
import type { AuthUser } from '../plugins/auth';

export interface WriteContext {
  req: FastifyRequest;
  /** The signed-in caller (the route has already checked who may call it). */
  user: AuthUser;
  /** The write's transaction. */
  trx: Db;
  /** The record before an update; absent on create. */
  existing?: ResourceRecord;
}

export interface PreparedWrite {
  values: Record<string, unknown>;
  /** Columns the server fills itself (names looked up, stamps), written as given. */
  columns?: Record<string, unknown>;
}

/**
 * What a declaration cannot say: a resource's bespoke server rules, in server/resourceRules/<name>.ts.
 * The generic routes call each hook at its place; a resource without one is pure declaration.
 */
export interface ResourceBehaviour {
  /** List query parameters beyond the declared filters (jobs: startDate, endDate). */
  listQuery?: Record<string, z.ZodType>;
  /** Applies those parameters to the list query. */
  narrowList?: (query: AnySelect, params: Record<string, unknown>) => AnySelect;
  /** SQL of the declaration's computed fields, selected for the rows answered only. */
  computed?: Record<string, RawBuilder<unknown>>;
  /** Computed fields as CSV cells for a whole export batch: rows (id, v) for an array of ids. */
  exportCells?: Record<string, (ids: RawBuilder<unknown>) => RawBuilder<unknown>>;
  /** Checks cross-field and cross-table rules (may throw AppError) and completes the values. */
  prepareWrite?: (values: Record<string, unknown>, ctx: WriteContext) => Promise<PreparedWrite>;
  /**
   * prepareWrite for many rows at once (an import, called once with the whole file): the same
   * rules, each table they read queried once for all rows, and rules between rows (a name twice)
   * seen as writing the rows one by one would. Answers, in order, each row's prepared write or
   * its refusal.
   */
  prepareMany?: (writes: readonly { values: Record<string, unknown>; existing?: ResourceRecord }[], ctx: Omit<WriteContext, 'existing'>) => Promise<(PreparedWrite | AppError)[]>;
  /** Writes what lives outside the table (child rows), in the same transaction. */
  afterWrite?: (id: number, values: Record<string, unknown>, ctx: WriteContext) => Promise<void>;
  /** A few words added to the delete's log row (a category: how many procedures went with it). */
  deleteNote?: (record: ResourceRecord) => string | undefined;
  /** Runs in the delete's transaction before the row goes; what it returns runs after the commit. */
  beforeDelete?: (record: ResourceRecord, ctx: WriteContext) => Promise<(() => Promise<void>) | void>;
  /**
   * The rows a caller may see (projects: a customer's own). Narrows every list, single read,
   * update, delete and export: a row outside it answers 404, exactly like a missing one.
   */
  rowScope?: (query: AnySelect, user: AuthUser) => AnySelect;
  /**
   * Columns the database sets itself when a written column changes (a trigger: a job's
   * `started_at` follows its status), by written column. An import's journal keeps their values
   * too, so undoing a batch puts them back with the column that moved them.
   */
  derivedColumns?: Readonly<Record<string, readonly string[]>>;
  /** Extra keys of the list answer (operations: counts by status), over the caller's rows. */
  listSummary?: (db: Db, params: Record<string, unknown>, user: AuthUser) => Promise<Record<string, unknown>>;
}

/**
 * For prepareMany: each write through `prepare`, in order, a refusal (AppError) as that row's
 * answer and any other error the server's; a turn of the event loop every 1,000 rows, so a big
 * file's rules never hold it for everyone.
 */
export const prepareEach = async <W>(writes: readonly W[], prepare: (write: W) => Promise<PreparedWrite>): Promise<(PreparedWrite | AppError)[]> => {
  const out: (PreparedWrite | AppError)[] = [];
  for (const [n, w] of writes.entries()) {
    if (n % 1000 === 999) await turnOfOthers();
    try {
      out.push(await prepare(w));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.push(err);
    }
  }
  return out;
};
