import { useEffect, useState } from 'react';
import { fetchUserPage, type UserListEndpoint, type UserListQuery, type UserStats } from './usersApi';

/**
 * The stat cards' figures: every list answer carries them, so a one-row page is enough.
 * `version` counts again after a change on the page.
 */
export const useUserStats = (endpoint: UserListEndpoint, scope: UserListQuery = {}, version = 0): { stats: UserStats | null; error: Error | null } => {
  const [state, setState] = useState<{ stats: UserStats | null; error: Error | null }>({ stats: null, error: null });
  const key = JSON.stringify(scope);
  useEffect(() => {
    const controller = new AbortController();
    fetchUserPage(endpoint, JSON.parse(key) as UserListQuery, 1, 1, controller.signal)
      .then((page) => setState({ stats: page.stats ?? null, error: null }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, error }));
      });
    return () => controller.abort();
  }, [endpoint, key, version]);
  return state;
};
