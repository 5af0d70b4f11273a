import type { ModelDownload } from '../sceneData';

/**
 * Small models downloaded while the project page is idle, held by the reader that will read them
 * (issue 24): a click on one reads bytes already here instead of waiting for the network, which
 * was half of a small file's opening. Each page's list replaces the last one's (a reader serves
 * every project page of the tab); a model is handed out once, and a second opening downloads it
 * again, from the browser's cache.
 */
export const heldDownloads = (fetchBytes: (download: ModelDownload) => Promise<ArrayBuffer | null>) => {
  let held = new Map<string, Promise<ArrayBuffer | null>>();
  return {
    /** Downloads these, in place of what was held; resolves once all have come or failed. */
    hold: async (downloads: readonly ModelDownload[]): Promise<void> => {
      held = new Map(downloads.map((d) => [d.url, fetchBytes(d)]));
      await Promise.all(held.values());
    },
    /** The held bytes of this address, once (null when not held or their download failed). */
    take: async (url: string): Promise<ArrayBuffer | null> => {
      const bytes = held.get(url);
      held.delete(url);
      return (await bytes) ?? null;
    },
  };
};
