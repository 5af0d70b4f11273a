import { EXPORT_COUNT_HEADER } from '../domain/exportCount';
import { csvRecordCounter } from './csvRecordCounter';

/** How far a CSV download is: data rows received, and the rows the server said it would send (null: not told). */
export interface RowProgress {
  rows: number;
  total: number | null;
}

/** The server's row count of an export, or null when it sent none. */
export const exportTotal = (response: Response): number | null => {
  const header = response.headers.get(EXPORT_COUNT_HEADER);
  const total = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
};

/**
 * Reads a CSV export's body as it streams, reporting the data rows received (records less the
 * heading), and answers the same file response.blob() would. A body that cannot be read as a
 * stream is read whole and reported once at the end.
 */
export const readCsvDownload = async (response: Response, onProgress: (progress: RowProgress) => void = () => {}): Promise<Blob> => {
  const total = exportTotal(response);
  const type = response.headers.get('content-type') ?? '';
  const rowsOf = (records: number) => Math.max(0, records - 1);
  onProgress({ rows: 0, total });
  const counter = csvRecordCounter();
  const reader = response.body?.getReader();
  if (!reader) {
    const blob = await response.blob();
    counter.push(new Uint8Array(await blob.arrayBuffer()));
    onProgress({ rows: rowsOf(counter.end()), total });
    return blob;
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onProgress({ rows: rowsOf(counter.push(value)), total });
  }
  onProgress({ rows: rowsOf(counter.end()), total });
  return new Blob(chunks, { type });
};
