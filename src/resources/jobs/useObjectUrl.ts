import { useEffect, useState } from 'react';
import { fetchBlob } from '../../providers/httpClient';

export interface ObjectUrlState {
  url: string | null;
  blob: Blob | null;
  failed: boolean;
}

/**
 * An authenticated image (GET /v1/images/...) as an object URL for <img>, revoked when the
 * path changes or the component goes, so a long session does not pile up blobs.
 */
export const useObjectUrl = (path: string | null): ObjectUrlState => {
  const [state, setState] = useState<ObjectUrlState & { path: string | null }>({ url: null, blob: null, failed: false, path: null });
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchBlob(path, { signal: controller.signal, timeout: 30_000 })
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, blob, failed: false, path });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, blob: null, failed: true, path });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  // A state left from the previous path is not shown for the new one.
  return state.path === path ? state : { url: null, blob: null, failed: false };
};
