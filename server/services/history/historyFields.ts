import { fieldColumn, fromDb, visibleFields, type FieldDeclaration, type ResourceDeclaration } from '../../../src/domain/resources/declaration';
import type { RoleNumber } from '../../../src/domain/roles';

/** The stamps change with every write: the triggers leave them out, so no field shows them. */
const STAMPS = new Set(['created_at', 'updated_at']);

/**
 * The stored fields of a declaration a role may see in its history, by column: what the triggers
 * record (columns) read back as declared fields. The first field declared on a column names it.
 */
export const historyFields = (decl: ResourceDeclaration, role: RoleNumber): Map<string, FieldDeclaration> => {
  const byColumn = new Map<string, FieldDeclaration>();
  for (const f of visibleFields(decl, role)) {
    const column = fieldColumn(f);
    if (f.computed || f.source === 'id' || STAMPS.has(column) || byColumn.has(column)) continue;
    byColumn.set(column, f);
  }
  return byColumn;
};

/** A recorded column value as records carry the field (a choice's id, an instant as ISO text). */
export const recordedValue = (f: FieldDeclaration, value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (f.kind === 'dateTime' && typeof value === 'string') return new Date(value).toISOString();
  return fromDb(f, value);
};
