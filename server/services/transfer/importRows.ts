import type { z } from 'zod';
import type { FieldDeclaration, ResourceDeclaration } from '../../../src/domain/resources/declaration';
import type { RoleNumber } from '../../../src/domain/roles';
import { fill } from '../../../src/i18n/fill';
import { transfer as t } from '../../../src/i18n/tr/transfer';
import type { ResourceRecord } from '../../db/resourceStore';
import { applyEditRights } from '../fieldRights';
import { fieldKind } from '../fieldKinds/fieldKinds';
import { formatCell } from './cellFormat';
import { parseCell } from './cellParse';

/** One problem of the file: its spreadsheet row (heading = 1), the field's source name ('' for the row). */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** A data row read from the file: creates when it has no id, else updates that record. */
export interface ImportRow {
  row: number;
  id?: number;
  values: Record<string, unknown>;
  /** Fields whose cell could not be read: their error is said once, not again by the schema. */
  unreadable?: Set<string>;
}

/** The columns a file may write: everything but read-only and computed fields. */
export const writable = (f: FieldDeclaration) => !f.readOnly && !f.computed;

const isIdField = (f: FieldDeclaration) => f.source === 'id';

/**
 * What an empty cell means for a field: null where the schema allows it (clears the value),
 * '' for required texts (so the schema's "required" message answers), else absent (default).
 */
const emptyValues = (decl: ResourceDeclaration, schema: z.ZodObject) => {
  const out = new Map<FieldDeclaration, unknown>();
  for (const f of decl.fields) {
    const shape = schema.shape[f.source] as z.ZodType | undefined;
    out.set(f, shape?.safeParse(null).success ? null : fieldKind(f).emptyCell);
  }
  return out;
};

/** Turns the file's rows into values per row (cells parsed back from the export's format); the first is spreadsheet row `firstRow`. */
export const readRows = (decl: ResourceDeclaration, schema: z.ZodObject, fields: readonly FieldDeclaration[], table: readonly string[][], errors: RowError[], firstRow = 2): ImportRow[] => {
  const empties = emptyValues(decl, schema);
  const out: ImportRow[] = [];
  table.forEach((cells, index) => {
    const row = index + firstRow;
    if (cells.every((c) => !c.trim())) return;
    const item: ImportRow = { row, values: {} };
    fields.forEach((f, col) => {
      if (!isIdField(f) && !writable(f)) return;
      const parsed = parseCell(f, cells[col] ?? '', isIdField(f) ? undefined : empties.get(f));
      if ('error' in parsed) {
        errors.push({ row, field: isIdField(f) ? decl.idField : f.source, message: parsed.error });
        (item.unreadable ??= new Set()).add(f.source);
      }
      else if (isIdField(f)) item.id = parsed.value === undefined ? undefined : Number(parsed.value);
      else if (parsed.value !== undefined) item.values[f.source] = parsed.value;
    });
    out.push(item);
  });
  return out;
};

/** An update keeps only the fields whose cell says something else than the record, as the export would write it. */
export const changedValues = (decl: ResourceDeclaration, values: Record<string, unknown>, existing: ResourceRecord) => {
  const changed: Record<string, unknown> = {};
  for (const f of decl.fields) {
    if (!(f.source in values)) continue;
    if (formatCell(f, values[f.source]) !== formatCell(f, existing[f.source])) changed[f.source] = values[f.source];
  }
  return changed;
};

/** Validates with the routes' own schema (full for a create, partial for an update); answers the parsed body. */
export const validateRow = (schema: z.ZodObject, item: ImportRow, values: Record<string, unknown>, errors: RowError[]) => {
  const res = (item.id === undefined ? schema : schema.partial()).safeParse(values);
  if (res.success) return res.data as Record<string, unknown>;
  const seen = new Set<string>();
  for (const issue of res.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field) || item.unreadable?.has(field)) continue;
    seen.add(field);
    errors.push({ row: item.row, field, message: issue.message });
  }
  return undefined;
};

/** The role's edit rights field by field, so each refusal names its field. */
export const checkRights = (decl: ResourceDeclaration, role: RoleNumber, item: ImportRow, values: Record<string, unknown>, existing: ResourceRecord | undefined, errors: RowError[]) => {
  const allowed = { ...values };
  let ok = true;
  for (const f of decl.fields) {
    if ((!f.editableBy && !f.fixedAfterCreate) || allowed[f.source] === undefined) continue;
    try {
      const kept = applyEditRights(decl, role, { [f.source]: allowed[f.source] }, existing);
      if (!(f.source in kept)) delete allowed[f.source];
    } catch (err) {
      errors.push({ row: item.row, field: f.source, message: (err as Error).message });
      ok = false;
    }
  }
  return ok ? allowed : undefined;
};

/** Ids must name existing records, once each. */
export const checkIds = (decl: ResourceDeclaration, rows: readonly ImportRow[], existing: Map<number, ResourceRecord>, errors: RowError[]) => {
  const first = new Map<number, number>();
  for (const item of rows) {
    if (item.id === undefined) continue;
    if (!existing.has(item.id)) errors.push({ row: item.row, field: decl.idField, message: fill(t.unknownId, { id: item.id }) });
    else if (first.has(item.id)) errors.push({ row: item.row, field: decl.idField, message: fill(t.duplicateId, { id: item.id }) });
    else first.set(item.id, item.row);
  }
};
