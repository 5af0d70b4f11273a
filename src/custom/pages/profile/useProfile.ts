import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiUser } from '../../../domain/user';
import { pages } from '../../../i18n/tr/pages';
import { cachedUser, fetchMe } from '../../../providers/session';
import { useToast } from '../../../ui/ToastProvider';

/**
 * The profile from GET /users/@me. On failure: a toast with a retry button, and the page
 * keeps showing the signed-in user's cached data.
 */
export const useProfile = (fallback: ApiUser | null): { user: ApiUser | null; isPending: boolean } => {
  const toast = useToast();
  const [user, setUser] = useState<ApiUser | null>(null);
  const [isPending, setPending] = useState(true);
  const loadRef = useRef<() => void>(() => undefined);
  const load = useCallback(async () => {
    setPending(true);
    try {
      const fresh = await fetchMe({ force: true });
      if (fresh) setUser(fresh);
    } catch {
      setUser((current) => current ?? cachedUser());
      toast.error(pages.profile.loadFailed, { duration: 10_000, action: { label: pages.profile.retry, onClick: () => loadRef.current() } });
    } finally {
      setPending(false);
    }
  }, [toast]);
  loadRef.current = () => void load();
  useEffect(() => {
    void load();
  }, [load]);
  return { user: user ?? fallback, isPending };
};
