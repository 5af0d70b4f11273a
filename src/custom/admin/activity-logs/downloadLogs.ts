import { fetchBlob } from '../../../providers/httpClient';

/** Fetches the CSV through the authenticated helper and hands it to the browser as a file. */
export const downloadLogs = async (path: string): Promise<void> => {
  const blob = await fetchBlob(path, { timeout: 60_000 });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `aktivite-kayitlari-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
};
