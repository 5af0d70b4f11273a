import { grants, type Permission, type RouteAccess } from '../../domain/permissions';
import type { ResourceDeclaration } from '../../domain/resources/declaration';

/** What a screen may do with a resource: react-admin's actions plus our CSV transfers. */
export type ResourceAction = 'list' | 'show' | 'export' | 'create' | 'edit' | 'delete' | 'import' | string;

/**
 * The access an action needs, as the server checks it: creating needs access.create ?? write,
 * changing (import included) needs write, the resource's screens and export need screen ?? read.
 */
export const requiredAccess = (decl: ResourceDeclaration, action: ResourceAction): RouteAccess => {
  if (action === 'create') return decl.access.create ?? decl.access.write;
  if (action === 'edit' || action === 'delete' || action === 'import') return decl.access.write;
  return decl.access.screen ?? decl.access.read;
};

/** Whether a set of permissions meets an access; signedIn is met by any signed-in user. */
export const meetsAccess = (access: RouteAccess, permissions: readonly Permission[] | null): boolean => {
  if (access === 'public') return true;
  if (!permissions) return false;
  return access === 'signedIn' || grants(access, permissions);
};
