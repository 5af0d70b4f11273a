import { request } from '../../../providers/httpClient';
import { readCsvDownload, type RowProgress } from '../../../providers/readCsvDownload';
import { downloadBlob } from '../../../ui/downloadBlob';
import { istanbulToday } from '../../../domain/istanbulTime';

/** Fetches the CSV through the authenticated helper, reporting the rows as they arrive, and hands it to the browser as a file. */
export const downloadLogs = async (path: string, onProgress?: (progress: RowProgress) => void): Promise<void> => {
  const { response } = await request(path, { timeout: 60_000 });
  const blob = await readCsvDownload(response, onProgress);
  downloadBlob(blob, `aktivite-kayitlari-${istanbulToday()}.csv`);
};
