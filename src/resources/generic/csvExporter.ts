import type { ResourceDeclaration } from '../../domain/resources/declaration';

/** CSV with a byte-order mark (Excel opens Turkish letters right) and the declared labels as headers. */
export const toCsv = async (decl: ResourceDeclaration, records: Record<string, unknown>[]): Promise<string> => {
  // The CSV library loads on the first export, not with every list.
  const { default: Papa } = await import('papaparse');
  const fields = decl.fields;
  const rows = records.map((r) => fields.map((f) => r[f.source] ?? ''));
  return `\uFEFF${Papa.unparse({ fields: fields.map((f) => f.label), data: rows }, { quotes: true })}`;
};

export const csvExporter = (decl: ResourceDeclaration) => async (records: Record<string, unknown>[]) => {
  const blob = new Blob([await toCsv(decl, records)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${decl.name}-${new Date().toISOString().slice(0, 10)}.csv`;
  a.click();
  URL.revokeObjectURL(url);
};
