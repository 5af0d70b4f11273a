import type { RoleNumber } from '../../../src/domain/roles';
import { visibleFields, type ResourceDeclaration } from '../../../src/domain/resources/declaration';
import type { ExportCursor, ListParams, createResourceStore } from '../../db/resourceStore';
import { csvHead } from '../csv/csvWriter';
import { cellSql, csvLineSql } from './cellSql';

/** Rows per statement: a job batch carries its operations and photos, so memory stays a few MB. */
const BATCH = 1000;

type Store = ReturnType<typeof createResourceStore>;

/** The heading of a resource's CSV for a role: the declared labels of the fields it may see. */
export const exportFields = (decl: ResourceDeclaration, role: RoleNumber) => visibleFields(decl, role);

/**
 * Every row the list would answer for these parameters, as CSV chunks (one per batch), never
 * the whole result at once: the stream asks for the next batch only when the client has taken
 * the last one, and each batch is one statement, so PGlite's single connection is free between them.
 */
export async function* resourceCsv(store: Store, decl: ResourceDeclaration, role: RoleNumber, params: Omit<ListParams, 'page' | 'limit'>): AsyncGenerator<string> {
  const fields = exportFields(decl, role);
  yield csvHead(fields.map((f) => f.label));
  let cursor: ExportCursor | null = null;
  for (;;) {
    const { csv, rows, next } = await store.exportBatch(params, cursor, BATCH, { fields, cell: cellSql, line: csvLineSql });
    if (!rows) return;
    yield csv;
    if (rows < BATCH) return;
    cursor = next;
  }
}
