import { permissionsOf, type Permission } from '../domain/permissions';
import { isRoleNumber } from '../domain/roles';
import { UserFlag, hasFlag, type ApiUser } from '../domain/user';
import { api, HttpError, request } from './httpClient';
import { TIMEOUT } from './timeouts';
import { tokenStore } from './tokenStore';

const USER_KEY = 'cached_user';
/** The cached user is trusted for 5 minutes (000 section 9). */
const USER_CACHE_MS = 5 * 60_000;
/** Non-forced user fetches closer together than this reuse the last answer. */
const FETCH_DEBOUNCE_MS = 30_000;

interface CachedUser {
  user: ApiUser;
  at: number;
}

const readCache = (): CachedUser | null => {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedUser;
    return cached?.user && typeof cached.at === 'number' ? cached : null;
  } catch {
    return null;
  }
};

const listeners = new Set<() => void>();

/**
 * Calls back whenever the session's user is written (a profile save, a fresh read, a sign-out):
 * every mounted reader (the top bar among them) shows the new name at once. Returns the unsubscribe.
 */
export const onUserChanged = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const writeCache = (user: ApiUser | null) => {
  if (user) localStorage.setItem(USER_KEY, JSON.stringify({ user, at: Date.now() } satisfies CachedUser));
  else localStorage.removeItem(USER_KEY);
  listeners.forEach((listener) => listener());
};

let lastFetch: { at: number; promise: Promise<ApiUser | null> } | null = null;

/** GET /users/@me; the answer may be the user itself or carry it in a user field. */
export const fetchMe = (opts: { force?: boolean; timeout?: number } = {}): Promise<ApiUser | null> => {
  if (!tokenStore.get()) return Promise.resolve(null);
  if (!opts.force && lastFetch && Date.now() - lastFetch.at < FETCH_DEBOUNCE_MS) return lastFetch.promise;
  const promise = (async () => {
    try {
      const body = await api<{ user?: ApiUser } & Partial<ApiUser>>('/users/@me', { timeout: opts.timeout });
      const user = (body.user ?? body) as ApiUser;
      writeCache(user);
      return user;
    } catch (err) {
      if (err instanceof HttpError && err.status === 401) writeCache(null);
      throw err;
    }
  })();
  lastFetch = { at: Date.now(), promise };
  promise.catch(() => (lastFetch = null));
  return promise;
};

/**
 * The user for this page load: the cache when fresh (refreshed in the background after 1 s
 * when older than half its life), otherwise the server.
 */
export const currentUser = async (): Promise<ApiUser | null> => {
  if (!tokenStore.get()) return null;
  const cached = readCache();
  if (cached && Date.now() - cached.at < USER_CACHE_MS) {
    if (Date.now() - cached.at > USER_CACHE_MS / 2) setTimeout(() => void fetchMe().catch(() => undefined), 1000);
    return cached.user;
  }
  return fetchMe();
};

export const cachedUser = (): ApiUser | null => readCache()?.user ?? null;

/**
 * Keeps what a change answered (the profile save): the top bar and the next page load show the
 * new name at once; with the new access token, when a password change ended the old one.
 */
export const rememberSession = (answer: { user?: ApiUser; accessToken?: string }) => {
  if (answer.accessToken) tokenStore.set(answer.accessToken);
  if (answer.user) writeCache(answer.user);
  lastFetch = null;
};

export const forgetUser = () => {
  writeCache(null);
  lastFetch = null;
};

export const isPhoneVerified = (user: ApiUser): boolean => hasFlag(user.flags, UserFlag.phoneVerified);
export const isEmailVerified = (user: ApiUser): boolean => hasFlag(user.flags, UserFlag.emailVerified);

/** The same permissions the server computes, for guards, menu and buttons. */
export const userPermissions = (user: ApiUser | null): readonly Permission[] =>
  user && isRoleNumber(user.role)
    ? permissionsOf({ role: user.role, active: user.status === 'active', phoneVerified: isPhoneVerified(user) })
    : [];

/** POST /auth/login, then the user. */
export const login = async (email: string, password: string): Promise<ApiUser> => {
  const { body } = await request('/auth/login', { method: 'POST', body: { email, password }, anonymous: true });
  const token = body.accessToken;
  if (typeof token !== 'string') throw new Error('Giriş yapılamadı.');
  tokenStore.set(token);
  try {
    const user = await fetchMe({ force: true, timeout: TIMEOUT.userAfterLogin });
    if (!user) throw new Error('Failed to fetch user after login');
    return user;
  } catch {
    throw new Error('Failed to fetch user after login');
  }
};

/** GET /auth/logout (revokes every refresh token of the user), then forget everything locally. */
export const logout = async (): Promise<void> => {
  try {
    if (tokenStore.get()) await request('/auth/logout', { timeout: TIMEOUT.logout, anonymous: true });
  } finally {
    tokenStore.clear();
    forgetUser();
  }
};
