import type { ApiUser } from '../../domain/user';
import { errors } from '../../i18n/tr/errors';
import { userPermissions } from '../../providers/session';
import { sidebarItemsFor } from '../shell/sidebarItems';

const { areasHeading, adminHeading, areas } = errors.forbidden;

export interface ForbiddenArea {
  label: string;
  path: string;
}

export interface ForbiddenAreas {
  heading: string;
  areas: readonly ForbiddenArea[];
}

/**
 * What the 403 page lists: the sidebar's own items for the user's permissions (one page list, so
 * it never leaves out a page the role can open), then the profile every signed-in user has.
 */
export const forbiddenAreasFor = (user: ApiUser | null | undefined): ForbiddenAreas | null => {
  const permissions = userPermissions(user ?? null);
  if (permissions.length === 0) return null;
  const pages = sidebarItemsFor(permissions).map(({ label, path }) => ({ label, path }));
  const profile = permissions.includes('canAccessProfile') ? [{ label: areas.profile, path: '/admin/profile' }] : [];
  return { heading: user?.role === 3 ? adminHeading : areasHeading, areas: [...pages, ...profile] };
};
