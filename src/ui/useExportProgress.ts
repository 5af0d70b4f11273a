import { useCallback, useState } from 'react';
import type { RowProgress } from '../providers/readCsvDownload';

/**
 * The progress of one export at a time, for <ExportProgress>: `track` runs a download given the
 * progress callback, shows its rows while it runs and clears them when it ends, however it ends.
 */
export const useExportProgress = () => {
  const [progress, setProgress] = useState<RowProgress | null>(null);
  const track = useCallback(async <T>(download: (onProgress: (progress: RowProgress) => void) => Promise<T>): Promise<T> => {
    setProgress({ rows: 0, total: null });
    try {
      return await download(setProgress);
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, track };
};
