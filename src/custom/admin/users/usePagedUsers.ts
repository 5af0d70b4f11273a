import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchUserPage, type AdminUser, type UserListEndpoint, type UserListQuery } from './usersApi';

/** Cards per request: divides evenly into one to four columns. */
const USER_PAGE_SIZE = 24;

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

interface Request {
  page: number;
  /** Add to the cards shown (load more) rather than replace them (new filter, reload). */
  append: boolean;
  seq: number;
}

/** Adds the page's users not already shown. */
const merge = (shown: AdminUser[], more: AdminUser[]): AdminUser[] => [...shown, ...more.filter((u) => !shown.some((s) => s.id === u.id))];

/**
 * The cards of a user list, fetched a page at a time from the server as the user scrolls:
 * 5,000 accounts never become 5,000 cards at once. A new query starts again from page 1.
 */
export const usePagedUsers = (endpoint: UserListEndpoint, query: UserListQuery, pageSize = USER_PAGE_SIZE): PagedUsers => {
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [total, setTotal] = useState(0);
  const [request, setRequest] = useState<Request>({ page: 1, append: false, seq: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const key = JSON.stringify([endpoint, query, pageSize]);
  const lastKey = useRef(key);
  const shown = useRef(users);
  shown.current = users;

  // A changed filter restarts at page 1 (set during render, so no request for the old page goes out).
  if (lastKey.current !== key) {
    lastKey.current = key;
    setRequest((r) => ({ page: 1, append: false, seq: r.seq + 1 }));
  }

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    const [, q] = JSON.parse(key) as [UserListEndpoint, UserListQuery];
    fetchUserPage(endpoint, q, request.page, pageSize, controller.signal)
      .then((result) => {
        const next = request.append ? merge(shown.current, result.users) : result.users;
        setUsers(next);
        // A page with nothing new (rows removed meanwhile) ends the list instead of asking again.
        setTotal(request.append && next.length === shown.current.length ? next.length : result.total);
        setLoading(false);
      })
      .catch((err: Error) => {
        if (controller.signal.aborted) return;
        setError(err);
        setLoading(false);
      });
    return () => controller.abort();
    // `key` stands for endpoint, query and page size.
  }, [key, request]);

  const hasMore = users.length < total;
  // The next page counts from the cards shown: after a delete the server's pages have shifted
  // by one, and asking again for the current page (merged without repeats) picks up the row that moved.
  const loadMore = useCallback(() => {
    if (!loading && hasMore) setRequest((r) => ({ page: Math.floor(users.length / pageSize) + 1, append: true, seq: r.seq + 1 }));
  }, [loading, hasMore, users.length, pageSize]);
  const reload = useCallback(() => setRequest((r) => ({ page: 1, append: false, seq: r.seq + 1 })), []);
  const replace = useCallback((user: AdminUser) => setUsers((all) => all.map((u) => (u.id === user.id ? { ...u, ...user } : u))), []);
  const remove = useCallback((id: number) => {
    setUsers((all) => all.filter((u) => u.id !== id));
    setTotal((t) => Math.max(0, t - 1));
  }, []);
  const dismissError = useCallback(() => setError(null), []);

  return { users, total, isPending: loading && !request.append, isLoadingMore: loading && request.append, error, hasMore, loadMore, reload, replace, remove, dismissError };
};
