import type { ApiUser } from '../../domain/user';
import { errors } from '../../i18n/tr/errors';
import { userPermissions } from '../../providers/session';
import { meetsAccess } from '../../resources/generic/resourceAccess';
import { ADMIN_PAGES } from '../adminRoutes';
import { sidebarItemsFor } from '../shell/sidebarItems';

const { areasHeading, adminHeading } = errors.forbidden;

export interface ForbiddenArea {
  label: string;
  path: string;
}

export interface ForbiddenAreas {
  heading: string;
  areas: readonly ForbiddenArea[];
}

/**
 * What the 403 page lists, all from the one page list: the sidebar's items for the user's
 * permissions (so it never leaves out a page the role can open), then the pages named only here
 * (the profile every signed-in user has).
 */
export const forbiddenAreasFor = (user: ApiUser | null | undefined): ForbiddenAreas | null => {
  const permissions = userPermissions(user ?? null);
  if (permissions.length === 0) return null;
  const menu = sidebarItemsFor(permissions).map(({ label, path }) => ({ label, path }));
  const named = ADMIN_PAGES.flatMap(({ area, path, permission }) =>
    area && meetsAccess(permission ?? 'signedIn', permissions) ? [{ label: area, path: `/admin${path}` }] : [],
  );
  return { heading: user?.role === 3 ? adminHeading : areasHeading, areas: [...menu, ...named] };
};
