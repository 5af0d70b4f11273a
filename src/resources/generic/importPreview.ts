import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration';
import { countImportRows } from './countImportRows';

/** How many data rows the preview shows; the rest of the file is only read by the server. */
export const PREVIEW_ROWS = 5;

export interface PreviewColumn {
  header: string;
  /** The declared field the header names; undefined for a column the resource does not know. */
  field?: FieldDeclaration;
}

export interface ImportPreview {
  columns: PreviewColumn[];
  rows: string[][];
  /** The file's data rows, all of them (the screen names them while the server works). */
  rowCount: number;
}

const normalise = (text: string) => text.replace(/^\uFEFF/, '').trim().toLocaleLowerCase('tr');

/** Maps header cells to declared fields by their Turkish label (as the export writes it) or their source. */
export const mapColumns = (decl: ResourceDeclaration, header: readonly string[]): PreviewColumn[] =>
  header.map((cell) => {
    const wanted = normalise(cell);
    const field = decl.fields.find((f) => normalise(f.label) === wanted) ?? decl.fields.find((f) => normalise(f.source) === wanted);
    return { header: cell.replace(/^\uFEFF/, '').trim(), field };
  });

/** The header cells no declared field answers to. */
export const unknownColumns = (columns: readonly PreviewColumn[]): string[] => columns.filter((c) => !c.field).map((c) => c.header);

/** The preview of parsed rows: header first, then up to PREVIEW_ROWS data rows; the file's row count when known, else the parsed rows'. */
export const buildPreview = (decl: ResourceDeclaration, parsed: readonly (readonly string[])[], rowCount = Math.max(0, parsed.length - 1)): ImportPreview => {
  const [header = [], ...data] = parsed;
  return { columns: mapColumns(decl, header), rows: data.slice(0, PREVIEW_ROWS).map((r) => [...r]), rowCount };
};

/**
 * Parses only the first rows of the file (papaparse's preview stops there) and counts the rest
 * without parsing them, so a 50,000-row file opens at once. The delimiter is detected: the server
 * writes ';', a spreadsheet may write ','.
 */
export const readPreview = async (decl: ResourceDeclaration, file: File): Promise<ImportPreview> => {
  const { default: Papa } = await import('papaparse');
  const parse = new Promise<string[][]>((resolve, reject) => {
    Papa.parse<string[]>(file, {
      preview: PREVIEW_ROWS + 1,
      skipEmptyLines: 'greedy',
      complete: (result) => resolve(result.data),
      error: (err) => reject(err),
    });
  });
  const [parsed, rowCount] = await Promise.all([parse, countImportRows(file)]);
  return buildPreview(decl, parsed, rowCount);
};
