import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { istanbulToday } from '../../domain/istanbulTime';
import { listParams } from '../../providers/dataProvider';
import { HttpError, request } from '../../providers/httpClient';
import { uploadFile } from '../../providers/multipartUpload';
import { readCsvDownload, type RowProgress } from '../../providers/readCsvDownload';

/** An export may stream many rows: the call waits longer than an ordinary request. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export interface ListState {
  filter: Record<string, unknown>;
  sort?: { field: string; order: string };
}

/** The file name of Content-Disposition (filename*=UTF-8'' first), else the resource's name and today (in Istanbul). */
export const exportFileName = (disposition: string | null, fallbackName: string): string => {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  return plain ? plain[1] : `${fallbackName}-${istanbulToday()}.csv`;
};

/**
 * GET /v1/<path>/export with the list's search, filters and sort: every matching row, as the
 * server writes it, with the rows received reported as they stream in.
 */
export const fetchExport = async (decl: ResourceDeclaration, list: ListState, onProgress?: (progress: RowProgress) => void): Promise<{ blob: Blob; fileName: string }> => {
  const query = listParams({ filter: list.filter, sort: list.sort });
  const { response } = await request(`${decl.path}/export${query ? `?${query}` : ''}`, { timeout: EXPORT_TIMEOUT_MS });
  return { blob: await readCsvDownload(response, onProgress), fileName: exportFileName(response.headers.get('content-disposition'), decl.name) };
};

export interface ImportRowError {
  row: number;
  /** The field's source, or '' when the error is about the whole row. */
  field: string;
  message: string;
}

export interface ImportOutcome {
  dryRun: boolean;
  created: number;
  updated: number;
  message?: string;
}

/** A 400 from the import: the file was read and rejected row by row; nothing was written. */
export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly errors: readonly ImportRowError[],
  ) {
    super(message);
  }
}

export interface ImportProgress {
  /** Share of the file's bytes sent (0 to 1). */
  onUpload: (share: number) => void;
  /** Every byte is sent; the server is now reading and writing. */
  onServerWorking: () => void;
}

/**
 * POST /v1/<path>/import (dryRun: validate only) with the CSV as multipart field `file`. An
 * expired token is refreshed once through the shared refresh. Row errors come back as ImportRejected.
 */
export const uploadImport = async (decl: ResourceDeclaration, file: File, dryRun: boolean, progress: ImportProgress): Promise<ImportOutcome> => {
  const res = await uploadFile(`${decl.path}/import${dryRun ? '?dryRun=true' : ''}`, 'file', file, {
    onProgress: (loaded, total) => progress.onUpload(total ? loaded / total : 1),
    onSent: progress.onServerWorking,
  });
  const message = typeof res.body.message === 'string' ? res.body.message : undefined;
  if (res.status >= 200 && res.status < 300) {
    return { dryRun, created: Number(res.body.created ?? 0), updated: Number(res.body.updated ?? 0), message };
  }
  if (res.status === 400 && Array.isArray(res.body.errors)) throw new ImportRejected(message ?? '', res.body.errors as ImportRowError[]);
  throw new HttpError(message ?? `HTTP ${res.status}`, res.status, res.body as HttpError['body']);
};
