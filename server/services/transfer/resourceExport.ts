import type { RoleNumber } from '../../../src/domain/roles';
import { visibleFields, type ResourceDeclaration } from '../../../src/domain/resources/declaration';
import type { ExportCsv, ExportCursor, ListParams, createResourceStore } from '../../db/resourceStore';
import { csvHead } from '../csv/csvWriter';
import { cellSql, csvLineSql } from './cellSql';

/**
 * Rows per statement: a batch of 5,000 jobs is about 1.5 MB of CSV, and planning the batch's
 * statement (tens of ms on PGlite) is paid 20 times for 100,000 jobs instead of 100.
 */
const BATCH = 5000;

export interface ExportOptions {
  /** Computed fields read for a whole batch (the behaviour's exportCells). */
  grouped?: ExportCsv['grouped'];
  /** Rows per batch; tests make it small to walk many batches. */
  batch?: number;
}

type Store = ReturnType<typeof createResourceStore>;

/** The columns of a resource's CSV for a role: the fields it may see, but those declared not exported. */
export const exportFields = (decl: ResourceDeclaration, role: RoleNumber) => visibleFields(decl, role).filter((f) => f.exported !== false);

/**
 * Every row the list would answer for these parameters, as CSV chunks (one per batch), never
 * the whole result at once: the stream asks for the next batch only when the client has taken
 * the last one, and each batch is one statement (two where it crosses from valued to NULL sort values), so PGlite's single connection is free between them.
 */
export async function* resourceCsv(
  store: Store,
  decl: ResourceDeclaration,
  role: RoleNumber,
  params: Omit<ListParams, 'page' | 'limit'>,
  { grouped, batch = BATCH }: ExportOptions = {},
): AsyncGenerator<string> {
  const fields = exportFields(decl, role);
  yield csvHead(fields.map((f) => f.label));
  let cursor: ExportCursor | null = null;
  for (;;) {
    const { csv, rows, next } = await store.exportBatch(params, cursor, batch, { fields, cell: cellSql, line: csvLineSql, grouped });
    if (!rows) return;
    yield csv;
    if (rows < batch) return;
    cursor = next;
  }
}
