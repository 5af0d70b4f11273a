import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RuleIcon from '@mui/icons-material/Rule';
import type { Permission } from '../../domain/permissions';
import { shell } from '../../i18n/tr/shell';

export interface SidebarItem {
  key: keyof typeof shell.menu;
  label: string;
  path: string;
  permission: Permission;
  icon: SvgIconComponent;
  /** Active only on its own path, not on the pages beneath it. */
  exact?: boolean;
}

const item = (key: SidebarItem['key'], path: string, permission: Permission, icon: SvgIconComponent, exact = false): SidebarItem => ({
  key,
  label: shell.menu[key],
  path,
  permission,
  icon,
  exact,
});

/** The sidebar of 000 section 2, in the spec's order, each with the permission that shows it. */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  item('dashboard', '/admin/dashboard', 'canAccessDashboard', DashboardIcon, true),
  item('pricing', '/admin/dashboard/pricing', 'canAccessSettings', RequestQuoteIcon),
  item('jobs', '/admin/dashboard/list-jobs', 'canAccessJobs', AssignmentIcon),
  item('projects', '/admin/dashboard/list-projects', 'canViewAllProjects', AccountTreeIcon),
  item('procedures', '/admin/dashboard/procedure-management', 'canAccessProcedures', RuleIcon),
  item('users', '/admin/dashboard/users', 'canAccessUsers', PeopleIcon),
  item('customers', '/admin/dashboard/customers', 'canAccessCustomers', GroupsIcon),
  item('counters', '/admin/dashboard/counters', 'canAccessCounters', PrecisionManufacturingIcon),
  item('suppliers', '/admin/dashboard/suppliers', 'canAccessSuppliers', LocalShippingIcon),
  item('operations', '/admin/dashboard/operations', 'canAccessOperations', BuildCircleIcon),
  item('activityLogs', '/admin/dashboard/activity-logs', 'canAccessActivityLog', HistoryIcon),
  // The spec guards this menu entry with canAccessSettings (the page itself with canAccessMaterials).
  item('materials', '/admin/materialManagement/materialdashboard', 'canAccessSettings', Inventory2Icon),
];

export const sidebarItemsFor = (permissions: readonly Permission[]): SidebarItem[] =>
  SIDEBAR_ITEMS.filter((i) => permissions.includes(i.permission));
