import type { AuthProvider } from 'react-admin';

/** A signed-in admin (role 3) who may do everything: the generated views' tests render for one. */
export const adminAuth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, role: 3 }),
  canAccess: async () => true,
};
