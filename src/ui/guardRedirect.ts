import type { Permission } from '../domain/permissions';
import type { ApiUser } from '../domain/user';
import { isPhoneVerified, userPermissions } from '../providers/session';

/** Where a self-registered account waits until an admin activates it (built with the auth screens). */
const AWAITING_APPROVAL_PATH = '/auth/awaiting-approval';

/**
 * The guard of 000 section 2 as one decision: null lets the user in, otherwise the path to
 * send them to. Without a permission only sign-in and a verified phone are required.
 */
export const guardRedirect = (user: ApiUser | null, permission?: Permission): string | null => {
  if (!user) return '/auth/login';
  if (!isPhoneVerified(user)) return '/auth/gsm-verification';
  if (!permission || userPermissions(user).includes(permission)) return null;
  return user.status === 'pending' ? AWAITING_APPROVAL_PATH : '/unauthorized';
};

/** Where a refusal by react-admin (a resource's canAccess) sends the user. */
export const deniedRedirect = (user: ApiUser | null): string =>
  guardRedirect(user) ?? (user?.status === 'pending' ? AWAITING_APPROVAL_PATH : '/unauthorized');
