import { useCallback, useEffect, useState } from 'react';
import { api } from '../../providers/httpClient';

export interface ApiState<T> {
  data: T | null;
  error: Error | null;
  isPending: boolean;
  reload: () => void;
}

/** A GET through the authenticated helper, with loading and error state, re-run on demand. */
export const useApi = <T>(path: string | null): ApiState<T> => {
  const [state, setState] = useState<{ data: T | null; error: Error | null; isPending: boolean }>({ data: null, error: null, isPending: !!path });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, isPending: true, error: null }));
    api<T>(path, { signal: controller.signal })
      .then((data) => setState({ data, error: null, isPending: false }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, error, isPending: false }));
      });
    return () => controller.abort();
  }, [path, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
};
