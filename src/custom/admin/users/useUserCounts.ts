import { useEffect, useState } from 'react';
import { countUsers, type UserListEndpoint, type UserListQuery } from './usersApi';

/**
 * Counts for the stat cards, one small request each (a one-row page whose total the server
 * counts). `version` re-counts after a change on the page.
 */
export const useUserCounts = <K extends string>(endpoint: UserListEndpoint, queries: Record<K, UserListQuery>, version = 0): { counts: Record<K, number> | null; error: Error | null } => {
  const [state, setState] = useState<{ counts: Record<K, number> | null; error: Error | null }>({ counts: null, error: null });
  const key = JSON.stringify(queries);
  useEffect(() => {
    const controller = new AbortController();
    const entries = Object.entries(JSON.parse(key) as Record<K, UserListQuery>) as [K, UserListQuery][];
    Promise.all(entries.map(([, q]) => countUsers(endpoint, q, controller.signal)))
      .then((totals) => setState({ counts: Object.fromEntries(entries.map(([k], i) => [k, totals[i]])) as Record<K, number>, error: null }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, error }));
      });
    return () => controller.abort();
  }, [endpoint, key, version]);
  return state;
};
