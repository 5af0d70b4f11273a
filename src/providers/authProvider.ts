import type { AuthProvider } from 'react-admin';
import { resourceByName } from '../domain/resources';
import { meetsAccess, requiredAccess } from '../resources/generic/resourceAccess';
import { fullNameOf } from '../domain/user';
import { HttpError } from './httpClient';
import { currentUser, login, logout, userPermissions } from './session';
import { tokenStore } from './tokenStore';

/** react-admin's view of our session; the server's checks are the ones that count. */
export const authProvider: AuthProvider = {
  login: async ({ email, password }: { email: string; password: string }) => {
    await login(email, password);
  },
  logout: async () => {
    await logout();
    return '/auth/login';
  },
  checkAuth: async () => {
    if (!tokenStore.get()) throw { redirectTo: '/auth/login', message: false };
    const user = await currentUser().catch(() => null);
    if (!user) throw { redirectTo: '/auth/login', message: false };
  },
  checkError: async (error: unknown) => {
    const status = error instanceof HttpError ? error.status : (error as { status?: number })?.status;
    if (status === 401) throw { redirectTo: '/auth/login', message: false };
  },
  getIdentity: async () => {
    const user = await currentUser();
    if (!user) throw new Error('no user');
    return { ...user, fullName: fullNameOf(user) };
  },
  getPermissions: async () => userPermissions(await currentUser().catch(() => null)),
  canAccess: async ({ action, resource }) => {
    const decl = resourceByName(resource);
    if (!decl) return false;
    const needed = requiredAccess(decl, action);
    if (needed === 'public') return true;
    const user = await currentUser().catch(() => null);
    return meetsAccess(needed, user ? userPermissions(user) : null);
  },
};
