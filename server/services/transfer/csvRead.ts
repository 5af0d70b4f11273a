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

/**
 * The heading line's most frequent separator outside quotes: ours (;), or the comma or tab of a
 * file saved elsewhere. (papaparse's own guess misreads short files of quoted cells.)
 */
const delimiterOf = (text: string): string => {
  const counts: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch]! += 1;
  }
  return Object.entries(counts).reduce((best, next) => (next[1] > best[1] ? next : best), [';', 0] as [string, number])[0];
};

/** The table of cells; a trailing empty line is not a row. */
export const parseCsv = (text: string): string[][] =>
  Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false }).data.filter((row, i, all) => i < all.length - 1 || row.some((c) => c !== ''));

const fold = (s: string) => s.trim().toLocaleLowerCase('tr');

/**
 * The field of each column, by declared label, then by source name (and the wire id key). Two
 * fields may share a label (a job's customer name and customer id are both 'Müşteri'): the n-th
 * column so headed is the n-th such field, as the export writes them in declaration order.
 * Unknown or repeated columns are refused: a misspelt heading would otherwise drop its data silently.
 * A field the caller never receives (`hidden`: an employee's prices) is no column of theirs either:
 * read, its cells would be compared with the stored values and answer whether a guess was right.
 */
export const mapHeader = (decl: ResourceDeclaration, header: readonly string[], hidden: ReadonlySet<string> = new Set()): FieldDeclaration[] => {
  if (!header.some((h) => h.trim())) throw badRequest(t.headerMissing);
  const byLabel = new Map<string, FieldDeclaration[]>();
  for (const f of decl.fields) byLabel.set(fold(f.label), [...(byLabel.get(fold(f.label)) ?? []), f]);
  const bySource = new Map(decl.fields.map((f) => [fold(f.source === 'id' ? decl.idField : f.source), f]));
  const idField = decl.fields.find((f) => f.source === 'id');
  if (idField) bySource.set('id', idField);
  const unknown: string[] = [];
  const seen = new Set<FieldDeclaration>();
  const fields = header.map((h) => {
    const found = byLabel.get(fold(h))?.find((x) => !seen.has(x)) ?? bySource.get(fold(h));
    const f = found && !hidden.has(found.source) ? found : undefined;
    if (!f) unknown.push(h.trim() || '""');
    else if (seen.has(f)) throw badRequest(fill(t.duplicateColumn, { column: h.trim() }));
    else seen.add(f);
    return f!;
  });
  if (unknown.length) throw badRequest(fill(t.unknownColumns, { columns: unknown.join(', ') }));
  return fields;
};
