/** What a guard passes to the sign-in screen (react-admin's checkAuth does the same): where the user was going. */
export interface ReturnState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Where to go after signing in: the signed-in page the user was sent away from (a scanned
 * traveller code), else null and `/` decides. Only the app's own /admin pages, never another site.
 */
export const returnPathOf = (state: unknown): string | null => {
  const { nextPathname, nextSearch } = (state ?? {}) as ReturnState;
  if (typeof nextPathname !== 'string' || !/^\/admin\/[^/\\]/.test(nextPathname)) return null;
  const search = typeof nextSearch === 'string' && nextSearch.startsWith('?') ? nextSearch : '';
  return nextPathname + search;
};
