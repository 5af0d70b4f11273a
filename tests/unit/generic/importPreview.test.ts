import { describe, expect, it } from 'vitest';
import { buildPreview, mapColumns, PREVIEW_ROWS, readPreview, unknownColumns } from '../../../src/resources/generic/importPreview';
import { exportFileName } from '../../../src/resources/generic/transferApi';
import { materialsDeclaration } from './materialsDeclaration';

describe('the import preview', () => {
  it('maps header cells to declared fields by Turkish label or source, ignoring the BOM, case and spaces', () => {
    const columns = mapColumns(materialsDeclaration, ['\uFEFFMALZEME ADI', ' yoğunluk ', 'active', 'Renk']);
    expect(columns.map((c) => c.field?.source)).toEqual(['name', 'density', 'active', undefined]);
    expect(columns[0].header).toBe('MALZEME ADI');
    expect(unknownColumns(columns)).toEqual(['Renk']);
  });

  it('keeps only the first rows for the screen', () => {
    const rows = Array.from({ length: 20 }, (_, i) => [`Çelik ${i}`, '7.85']);
    const preview = buildPreview(materialsDeclaration, [['Malzeme adı', 'Yoğunluk'], ...rows]);
    expect(preview.rows).toHaveLength(PREVIEW_ROWS);
    expect(preview.rows[0]).toEqual(['Çelik 0', '7.85']);
  });

  it('detects the delimiter: the server’s ; and a spreadsheet’s ,', async () => {
    const semi = await readPreview(materialsDeclaration, new File(['\uFEFFMalzeme adı;Yoğunluk\n"Çelik; sert";7,85\n'], 'a.csv'));
    expect(semi.columns.map((c) => c.field?.source)).toEqual(['name', 'density']);
    expect(semi.rows).toEqual([['Çelik; sert', '7,85']]);
    const comma = await readPreview(materialsDeclaration, new File(['Malzeme adı,Yoğunluk\nBakır,8.96\n'], 'b.csv'));
    expect(comma.rows).toEqual([['Bakır', '8.96']]);
  });

  it('reads only the first rows of a 50,000-row file', async () => {
    const lines = ['Malzeme adı;Yoğunluk', ...Array.from({ length: 50_000 }, (_, i) => `Malzeme ${i};1`)];
    const preview = await readPreview(materialsDeclaration, new File([lines.join('\n')], 'big.csv'));
    expect(preview.rows).toHaveLength(PREVIEW_ROWS);
    expect(preview.rows[PREVIEW_ROWS - 1]).toEqual([`Malzeme ${PREVIEW_ROWS - 1}`, '1']);
  });
});

describe('the export file name', () => {
  it('is the server’s, plain or UTF-8 encoded, else the resource’s name and the day', () => {
    expect(exportFileName('attachment; filename="jobs-2026-11-23.csv"', 'jobs')).toBe('jobs-2026-11-23.csv');
    expect(exportFileName("attachment; filename*=UTF-8''i%C5%9Fler.csv", 'jobs')).toBe('işler.csv');
    expect(exportFileName(null, 'jobs')).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
