import type { SvgIconComponent } from '@mui/icons-material';
import type { Permission, RouteAccess } from '../../domain/permissions';
import { RESOURCES } from '../../domain/resources';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { shell } from '../../i18n/tr/shell';
import { DEFAULT_RESOURCE_ICON } from '../../resources/generic/generatedViews';
import { meetsAccess, requiredAccess } from '../../resources/generic/resourceAccess';
import type { ResourceOverride } from '../../resources/generic/resourceOverride';
import { RESOURCE_OVERRIDES } from '../../resources/overrides';
import { ADMIN_PAGES, type AdminPage, type MenuKey } from '../adminRoutes';

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

/**
 * The sidebar of 000 section 2, in the spec's order, then the shop floor's entries (issue 26):
 * each key is a page's menu entry (adminRoutes.tsx) or, where no page has it, the declared
 * resource of that name.
 */
const SPEC_SIDEBAR: readonly MenuKey[] = [
  'dashboard', 'pricing', 'jobs', 'projects', 'procedures', 'users', 'customers', 'counters', 'suppliers', 'operations', 'activityLogs', 'materials',
  'shopBench', 'shopBoard',
];

/** A page's entry: its path and guard as the page list has them (the menu's own guard first). */
const pageItem = (page: AdminPage, menu: NonNullable<AdminPage['menu']>): SidebarItem => ({
  key: menu.key,
  label: shell.menu[menu.key],
  path: `/admin${page.path}`,
  permission: menu.permission ?? page.permission ?? 'signedIn',
  icon: menu.icon,
  exact: menu.exact ?? false,
});

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
export const buildSidebar = (
  resources: readonly ResourceDeclaration[],
  overrides: Readonly<Record<string, ResourceOverride>>,
  pages: readonly AdminPage[] = ADMIN_PAGES,
): SidebarItem[] => {
  const byName = new Map<string, ResourceDeclaration>(resources.map((r) => [r.name, r]));
  const named = new Set<string>();
  const items: SidebarItem[] = [];
  for (const key of SPEC_SIDEBAR) {
    const page = pages.find((p) => p.menu?.key === key);
    if (page?.menu) {
      items.push(pageItem(page, page.menu));
      continue;
    }
    const decl = byName.get(key);
    if (!decl) continue;
    named.add(decl.name);
    items.push(resourceItem(decl, overrides[decl.name], key, shell.menu[key]));
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
