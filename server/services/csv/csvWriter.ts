import Papa from 'papaparse';
import { istanbulToday } from '../../../src/domain/istanbulTime';

/**
 * The CSV every export of the server writes, made for Excel in a Turkish locale:
 * - UTF-8 with a BOM, without which Excel reads the bytes as Windows-1254 and garbles ç ğ ı ş;
 * - `;` between cells: a Turkish Windows uses the comma as the decimal sign, so its list
 *   separator (what Excel splits a double-clicked .csv on) is the semicolon;
 * - CRLF line ends and every cell quoted, so line breaks and `;` inside a text stay in their cell;
 * - a text cell starting with = + - @ tab or CR gets a leading ' (neutraliseFormula), so a
 *   spreadsheet shows it as text instead of running it as a formula.
 */
const OPTIONS = { delimiter: ';', quotes: true, escapeFormulae: false, header: false, newline: '\r\n' } as const;

/** No `.` or `$`: papaparse's own /^[=+\-@\t\r].*$/ let a cell with a line break after its first character through. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text a spreadsheet could run as a formula, prefixed with ' whatever follows its first character. */
export const neutraliseFormula = (cell: unknown): unknown => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);

const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Rows of cells as CSV lines, each ending with CRLF (chunks can be written one after another). */
export const csvLines = (rows: readonly (readonly unknown[])[]): string =>
  rows.length ? `${Papa.unparse(rows.map((r) => r.map((c) => (c == null ? '' : neutraliseFormula(c)))) as unknown[][], OPTIONS)}\r\n` : '';

/** The first chunk of a file: the BOM and the heading row. */
export const csvHead = (headings: readonly string[]): string => `${CSV_BOM}${csvLines([headings])}`;

/**
 * Content-Disposition of a download named `<name>-YYYY-MM-DD.csv`, the day in Istanbul as every
 * date of the app (in UTC, a report taken at 00:30 on 1 January was named after 31 December).
 */
export const csvAttachment = (name: string, now = new Date()): string => `attachment; filename="${name}-${istanbulToday(now)}.csv"`;
