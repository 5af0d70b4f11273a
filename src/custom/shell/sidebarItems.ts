import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { Permission, RouteAccess } from '../../domain/permissions';
import { RESOURCES } from '../../domain/resources';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { shell } from '../../i18n/tr/shell';
import { DEFAULT_RESOURCE_ICON } from '../../resources/generic/generatedViews';
import { meetsAccess, requiredAccess } from '../../resources/generic/resourceAccess';
import type { ResourceOverride } from '../../resources/generic/resourceOverride';
import { RESOURCE_OVERRIDES } from '../../resources/overrides';

export interface SidebarItem {
  /** The spec's menu key, or resource:<name> for a declared resource the spec does not list. */
  key: string;
  label: string;
  path: string;
  permission: RouteAccess;
  icon: SvgIconComponent;
  /** Active only on its own path, not on the pages beneath it. */
  exact?: boolean;
}

type MenuKey = keyof typeof shell.menu;

/** One entry of the spec's sidebar: a bespoke page, or a declared resource named by its name. */
type SpecEntry =
  | { key: MenuKey; path: string; permission: Permission; icon: SvgIconComponent; exact?: boolean }
  | { key: MenuKey; resource: string };

const page = (key: MenuKey, path: string, permission: Permission, icon: SvgIconComponent, exact = false): SpecEntry => ({ key, path, permission, icon, exact });

/** The sidebar of 000 section 2, in the spec's order; declared resources among them by name. */
const SPEC_SIDEBAR: readonly SpecEntry[] = [
  page('dashboard', '/admin/dashboard', 'canAccessDashboard', DashboardIcon, true),
  page('pricing', '/admin/dashboard/pricing', 'canAccessSettings', RequestQuoteIcon),
  { key: 'jobs', resource: 'jobs' },
  { key: 'projects', resource: 'projects' },
  { key: 'procedures', resource: 'procedures' },
  page('users', '/admin/dashboard/users', 'canAccessUsers', PeopleIcon),
  page('customers', '/admin/dashboard/customers', 'canAccessCustomers', GroupsIcon),
  { key: 'counters', resource: 'counters' },
  page('suppliers', '/admin/dashboard/suppliers', 'canAccessSuppliers', LocalShippingIcon),
  { key: 'operations', resource: 'operations' },
  page('activityLogs', '/admin/dashboard/activity-logs', 'canAccessActivityLog', HistoryIcon),
  // The spec guards this menu entry with canAccessSettings (the page itself with canAccessMaterials).
  page('materials', '/admin/materialManagement/materialdashboard', 'canAccessSettings', Inventory2Icon),
];

/** A declared resource's entry: its route and the guard of its list screen, from the declaration. */
const resourceItem = (decl: ResourceDeclaration, override: ResourceOverride | undefined, key: string, label: string): SidebarItem => ({
  key,
  label,
  path: `/admin/${decl.route}`,
  permission: requiredAccess(decl, 'list'),
  icon: override?.icon ?? DEFAULT_RESOURCE_ICON,
});

/**
 * The spec's entries first, in its order (a named resource keeps the spec's menu text, shorter
 * than its page title); then every declared resource the spec does not list, in declaration order.
 * A spec entry whose resource is not declared is left out.
 */
export const buildSidebar = (resources: readonly ResourceDeclaration[], overrides: Readonly<Record<string, ResourceOverride>>): SidebarItem[] => {
  const byName = new Map<string, ResourceDeclaration>(resources.map((r) => [r.name, r]));
  const named = new Set<string>();
  const items: SidebarItem[] = [];
  for (const entry of SPEC_SIDEBAR) {
    if (!('resource' in entry)) {
      items.push({ ...entry, label: shell.menu[entry.key] });
      continue;
    }
    const decl = byName.get(entry.resource);
    if (!decl) continue;
    named.add(decl.name);
    items.push(resourceItem(decl, overrides[decl.name], entry.key, shell.menu[entry.key]));
  }
  for (const decl of resources) {
    if (decl.screens === false) continue;
    // Prefixed: a declared name may equal a spec page's key (materials) and keys must stay unique.
    if (!named.has(decl.name)) items.push(resourceItem(decl, overrides[decl.name], `resource:${decl.name}`, decl.label));
  }
  return items;
};

export const SIDEBAR_ITEMS: readonly SidebarItem[] = buildSidebar(RESOURCES, RESOURCE_OVERRIDES);

export const sidebarItemsFor = (permissions: readonly Permission[], items: readonly SidebarItem[] = SIDEBAR_ITEMS): SidebarItem[] =>
  items.filter((i) => meetsAccess(i.permission, permissions));
