import type { ReactNode } from 'react';
import type { Permission } from '../../../domain/permissions';
import type { RoleNumber } from '../../../domain/roles';
import type { EditMessages } from '../users/EditUserDialog';
import type { AdminUser, UserListEndpoint, UserListQuery, UserStats } from '../users/usersApi';

/** One select above the cards; its value goes to the list endpoint as `param`. */
export interface PeopleFilter {
  param: 'role' | 'status' | 'activity';
  label: string;
  /** '' is the "all" choice. */
  choices: readonly { value: string; label: string }[];
}

/** One figure at the top of the page, read from the list answer's stats. */
export interface PeopleStat {
  label: string;
  value: (stats: UserStats) => number;
  icon: ReactNode;
  tone: string;
  hint?: string;
  testId: string;
}

/** What makes the users, customers and suppliers pages differ; the rest is PeoplePage. */
export interface PeoplePageConfig {
  endpoint: UserListEndpoint;
  /** Who sees 'Dışa aktar' (GET <endpoint>/export asks for the same). */
  exportPermission: Permission;
  title: string;
  subtitle: string;
  icon: ReactNode;
  /** The add button, for whoever may edit users; a fixed role skips the role choice. */
  add?: { label: string; icon: ReactNode; fixedRole?: RoleNumber };
  stats: { columns?: number; cards: readonly PeopleStat[] };
  searchPlaceholder: string;
  filters: readonly PeopleFilter[];
  empty: string;
  loadFailed: string;
  /** An account saved into another role leaves the page; without it every account stays. */
  belongs?: (user: AdminUser) => boolean;
  /** The signed-in admin's own card offers neither delete nor approve/deactivate (the server refuses them). */
  protectSelf?: boolean;
  statusActions?: boolean;
  activityBadge?: boolean;
  cardExtra?: (user: AdminUser) => ReactNode;
  /** What the page shows below the cards (a supplier's own offers). */
  below?: ReactNode;
  dialogMessages: EditMessages & { deleted: string; deleteFailed: string };
  /**
   * 'toast': dialog failures are toasts and a load failure a one-line error (users);
   * 'banner': both stay in a banner until dismissed (customers, suppliers).
   */
  errors: 'toast' | 'banner';
  bannerTestId?: string;
}

/** The list query from the filters' current values. */
export const peopleQuery = (q: string, filters: readonly PeopleFilter[], values: Record<string, string>): UserListQuery => {
  const query: Record<string, unknown> = { q: q || undefined };
  for (const f of filters) {
    const value = values[f.param] ?? '';
    query[f.param] = value === '' ? undefined : f.param === 'role' ? Number(value) : value;
  }
  return query as UserListQuery;
};
