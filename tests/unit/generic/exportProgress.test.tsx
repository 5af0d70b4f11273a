import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCsvDownload, type RowProgress } from '../../../src/providers/readCsvDownload';
import { countImportRows } from '../../../src/resources/generic/countImportRows';
import { readPreview } from '../../../src/resources/generic/importPreview';
import { ExportProgress } from '../../../src/ui/ExportProgress';
import { materialsDeclaration } from './materialsDeclaration';

afterEach(cleanup);

const utf8 = new TextEncoder();

/** A streamed answer whose chunks the test sends one by one. */
const streamedResponse = (headers: Record<string, string>) => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return { response: new Response(body, { headers }), send: (bytes: Uint8Array) => controller.enqueue(bytes), end: () => controller.close() };
};

// Three rows as the server writes them: BOM, `;`, CRLF; the second row's cell holds a line break.
const FILE = '\uFEFF"ID";"Ad"\r\n"1";"Çelik"\r\n"2";"satır\r\ndevam"\r\n"3";"son"\r\n';

describe('reading an export as it streams', () => {
  it('reports the rows received as they arrive, counting records not lines, and answers the same file', async () => {
    const bytes = utf8.encode(FILE);
    // Cut inside 'Ç' (two bytes), just after the line break inside row 2's quotes, and inside row 3.
    const at = (text: string) => utf8.encode(FILE.slice(0, FILE.indexOf(text))).length;
    const ends = [at('Çelik') + 1, at('devam'), at('"son"'), bytes.length];
    const chunks = ends.map((end, i) => bytes.slice(i ? ends[i - 1] : 0, end));
    const { response, send, end } = streamedResponse({ 'content-type': 'text/csv; charset=utf-8', 'x-total-count': '3' });
    const seen: RowProgress[] = [];
    const reading = readCsvDownload(response, (p) => seen.push(p));

    send(chunks[0]!);
    send(chunks[1]!);
    // Row 1 has ended, row 2 is still open inside its quoted line break: the download is not over.
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ rows: 1, total: 3 }));
    send(chunks[2]!);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ rows: 2, total: 3 }));
    send(chunks[3]!);
    end();
    const blob = await reading;

    expect(seen.map((p) => p.rows)).toEqual([0, 0, 1, 2, 3, 3]);
    const whole = await new Response(bytes, { headers: { 'content-type': 'text/csv; charset=utf-8' } }).blob();
    // The type is the header as sent; response.blob() would respell its parameters (no space after ';').
    expect(blob.type.replace(/\s/g, '')).toBe(whole.type);
    // Byte for byte, the BOM included (as plain arrays: the test's encoder and the blob's bytes come from two realms).
    const received = [...new Uint8Array(await blob.arrayBuffer())];
    expect(received).toEqual([...new Uint8Array(await whole.arrayBuffer())]);
    expect(received).toEqual([...bytes]);
  });

  it('has no total when the server sent no count, and counts a last row without a line end', async () => {
    const { response, send, end } = streamedResponse({ 'content-type': 'text/csv' });
    const seen: RowProgress[] = [];
    const reading = readCsvDownload(response, (p) => seen.push(p));
    send(utf8.encode('"A"\r\n"1"\r\n"2"'));
    end();
    expect(await (await reading).text()).toBe('"A"\r\n"1"\r\n"2"');
    expect(seen.at(-1)).toEqual({ rows: 2, total: null });
    expect(seen.every((p) => p.total === null)).toBe(true);
  });
});

describe('the export progress on screen', () => {
  it('shows rows against the count, in Turkish numbers, over a determinate bar', () => {
    render(<ExportProgress progress={{ rows: 1200, total: 40000 }} />);
    expect(screen.getByTestId('export-progress')).toHaveTextContent('Dışa aktarılıyor: 1.200 / 40.000 kayıt');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  });

  it('shows the rows alone over an indeterminate bar when no count is known, and nothing when no export runs', () => {
    const { rerender } = render(<ExportProgress progress={{ rows: 25000, total: null }} />);
    expect(screen.getByTestId('export-progress')).toHaveTextContent('Dışa aktarılıyor: 25.000 kayıt');
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    rerender(<ExportProgress progress={null} />);
    expect(screen.queryByTestId('export-progress')).toBeNull();
  });
});

describe('the rows of a file to import', () => {
  it('are its records less the heading: quoted line breaks stay in their row, blank lines are no row', async () => {
    expect(await countImportRows(new File(['Ad;Not\n"Çelik";"a\nb\nc"\n\n  \nBakır;x'], 'a.csv'))).toBe(2);
    expect(await countImportRows(new File(['Ad;Not\r\n'], 'b.csv'))).toBe(0);
  });

  it('are counted in full for the preview of a 50,000-row file', async () => {
    const lines = ['Malzeme adı;Yoğunluk', ...Array.from({ length: 50_000 }, (_, i) => `"Malzeme\n${i}";1`)];
    const preview = await readPreview(materialsDeclaration, new File([lines.join('\r\n')], 'big.csv'));
    expect(preview.rowCount).toBe(50_000);
  });
});
