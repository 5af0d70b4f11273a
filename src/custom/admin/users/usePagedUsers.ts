import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchUserPage, type AdminUser, type UserListEndpoint, type UserListQuery } from './usersApi';

/** Cards per request: divides evenly into one to four columns. */
export const USER_PAGE_SIZE = 24;

export interface PagedUsers {
  users: AdminUser[];
  total: number;
  isPending: boolean;
  isLoadingMore: boolean;
  error: Error | null;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Puts a changed user in place (or drops a deleted one) without reloading every page. */
  replace: (user: AdminUser) => void;
  remove: (id: number) => void;
  dismissError: () => void;
}

/**
 * The cards of a user list, fetched a page at a time from the server as the user scrolls:
 * 5,000 accounts never become 5,000 cards at once. A new query starts again from page 1.
 */
export const usePagedUsers = (endpoint: UserListEndpoint, query: UserListQuery, pageSize = USER_PAGE_SIZE): PagedUsers => {
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [isPending, setPending] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const key = JSON.stringify([endpoint, query, pageSize]);
  const lastKey = useRef(key);

  // A changed filter or a reload restarts at page 1.
  if (lastKey.current !== key) {
    lastKey.current = key;
    if (page !== 1) setPage(1);
  }

  useEffect(() => {
    const controller = new AbortController();
    setPending(true);
    setError(null);
    fetchUserPage(endpoint, JSON.parse(key)[1] as UserListQuery, page, pageSize, controller.signal)
      .then((result) => {
        setUsers((shown) => (page === 1 ? result.users : [...shown, ...result.users.filter((u) => !shown.some((s) => s.id === u.id))]));
        setTotal(result.total);
        setPending(false);
      })
      .catch((err: Error) => {
        if (controller.signal.aborted) return;
        setError(err);
        setPending(false);
      });
    return () => controller.abort();
    // `key` stands for endpoint, query and page size.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, page, round]);

  const hasMore = users.length < total;
  const loadMore = useCallback(() => {
    if (!isPending && hasMore) setPage((p) => p + 1);
  }, [isPending, hasMore]);
  const reload = useCallback(() => {
    setPage(1);
    setRound((r) => r + 1);
  }, []);
  const replace = useCallback((user: AdminUser) => setUsers((all) => all.map((u) => (u.id === user.id ? { ...u, ...user } : u))), []);
  const remove = useCallback((id: number) => {
    setUsers((all) => all.filter((u) => u.id !== id));
    setTotal((t) => Math.max(0, t - 1));
  }, []);
  const dismissError = useCallback(() => setError(null), []);

  return { users, total, isPending: isPending && page === 1, isLoadingMore: isPending && page > 1, error, hasMore, loadMore, reload, replace, remove, dismissError };
};
