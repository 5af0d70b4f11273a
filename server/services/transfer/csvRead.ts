import Papa from 'papaparse';
import { fill } from '../../../src/i18n/fill';
import type { FieldDeclaration, ResourceDeclaration } from '../../../src/domain/resources/declaration';
import { transfer as t } from '../../../src/i18n/tr/transfer';
import { AppError, badRequest } from '../../errors';

/** What browsers and systems call a CSV file (Windows says Excel; some say nothing useful). */
const CSV_TYPES = new Set(['text/csv', 'text/plain', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel']);

const unsupported = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', t.notCsv);

/** Refuses what is not a CSV by its declared type and name, and binary content whatever it claims. */
export const checkCsvFile = (mimetype: string, filename: string) => {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  if (!CSV_TYPES.has(type) && !(type === 'application/octet-stream' && /\.csv$/i.test(filename))) throw unsupported();
};

/** UTF-8 (with or without BOM) as our exports write; an older Excel's Windows-1254 save also reads. */
export const decodeCsv = (bytes: Buffer): string => {
  if (!bytes.length) throw badRequest(t.fileEmpty);
  if (bytes.includes(0)) throw unsupported();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1254').decode(bytes);
  }
  text = text.replace(/^\uFEFF/, '');
  if (!text.trim()) throw badRequest(t.fileEmpty);
  return text;
};

/** The table of cells; the delimiter is ours (;) or whatever the file uses (, or tab). */
export const parseCsv = (text: string): string[][] =>
  Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: false }).data.filter((row, i, all) => i < all.length - 1 || row.some((c) => c !== ''));

const fold = (s: string) => s.trim().toLocaleLowerCase('tr');

/**
 * The field of each column, by declared label, then by source name (and the wire id key). Unknown
 * or repeated columns are refused: a misspelt heading would otherwise drop a column's data silently.
 */
export const mapHeader = (decl: ResourceDeclaration, header: readonly string[]): FieldDeclaration[] => {
  if (!header.some((h) => h.trim())) throw badRequest(t.headerMissing);
  const byLabel = new Map(decl.fields.map((f) => [fold(f.label), f]));
  const bySource = new Map(decl.fields.map((f) => [fold(f.source === 'id' ? decl.idField : f.source), f]));
  const idField = decl.fields.find((f) => f.source === 'id');
  if (idField) bySource.set('id', idField);
  const unknown: string[] = [];
  const seen = new Set<FieldDeclaration>();
  const fields = header.map((h) => {
    const f = byLabel.get(fold(h)) ?? bySource.get(fold(h));
    if (!f) unknown.push(h.trim() || '""');
    else if (seen.has(f)) throw badRequest(fill(t.duplicateColumn, { column: h.trim() }));
    else seen.add(f);
    return f!;
  });
  if (unknown.length) throw badRequest(fill(t.unknownColumns, { columns: unknown.join(', ') }));
  return fields;
};
