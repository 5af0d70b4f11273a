import type { AuthProvider } from 'react-admin';

/** A signed-in user holding `permissions` (the project dialogs read them to offer the material picker). */
export const permissionsAuth = (permissions: readonly string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
});
