import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import GroupsIcon from '@mui/icons-material/Groups';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { ROLE_NUMBERS, Role } from '../../../domain/roles';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { roleLabel } from '../../shell/roleLabel';
import { SupplierCompany } from '../users/SupplierCompany';
import { SupplierOffersSection } from '../../../resources/materialOffers/SupplierOffersSection';
import type { PeopleFilter, PeoplePageConfig, PeopleStat } from './peoplePageConfig';

const { common, users, customers, suppliers } = adminScreens;

/** Signed in within 30 days or not: the customers' and suppliers' status filter. */
const activityFilter: PeopleFilter = {
  param: 'activity',
  label: customers.statusFilter,
  choices: [
    { value: '', label: common.all },
    { value: 'active', label: common.active },
    { value: 'passive', label: common.passive },
  ],
};

const activityStats = (total: Omit<PeopleStat, 'value' | 'testId'>, texts: { active: string; passive: string }): PeopleStat[] => [
  { ...total, value: (s) => s.total, testId: 'stat-total' },
  { label: texts.active, value: (s) => s.active, icon: <HowToRegIcon />, tone: '#2E7D32', hint: customers.activeHint, testId: 'stat-active' },
  { label: texts.passive, value: (s) => s.passive, icon: <PersonOffIcon />, tone: '#757575', hint: customers.passiveHint, testId: 'stat-passive' },
];

/** /admin/dashboard/users: every account, with role and status filters and approval on each card. */
export const usersPage: PeoplePageConfig = {
  endpoint: '/users/admin/all',
  exportPermission: 'canAccessUsers',
  title: users.title,
  subtitle: users.subtitle,
  icon: <PeopleIcon />,
  add: { label: users.add, icon: <PersonAddIcon /> },
  stats: {
    columns: 4,
    cards: [
      { label: users.stats.total, value: (s) => s.total, icon: <PeopleIcon />, tone: '#004AAD', testId: 'stat-total' },
      { label: users.stats.employees, value: (s) => s.byRole[Role.employee], icon: <BadgeIcon />, tone: '#1565C0', testId: 'stat-employees' },
      { label: users.stats.admins, value: (s) => s.byRole[Role.admin], icon: <AdminPanelSettingsIcon />, tone: '#6A1B9A', testId: 'stat-admins' },
      { label: users.stats.pending, value: (s) => s.byStatus.pending, icon: <HourglassTopIcon />, tone: '#E65100', testId: 'stat-pending' },
    ],
  },
  searchPlaceholder: users.searchPlaceholder,
  filters: [
    { param: 'role', label: users.roleFilter, choices: [{ value: '', label: common.all }, ...ROLE_NUMBERS.map((r) => ({ value: String(r), label: roleLabel(r) }))] },
    { param: 'status', label: users.statusFilter, choices: [{ value: '', label: common.all }, ...(['active', 'pending', 'disabled'] as const).map((s) => ({ value: s, label: users.statuses[s] }))] },
  ],
  empty: users.empty,
  loadFailed: users.loadFailed,
  protectSelf: true,
  statusActions: true,
  dialogMessages: users,
  errors: 'toast',
};

/** /admin/dashboard/customers ('Müşteri Yönetimi'): errors stay in a banner until dismissed. */
export const customersPage: PeoplePageConfig = {
  endpoint: '/users/customers',
  exportPermission: 'canAccessCustomers',
  title: customers.title,
  subtitle: customers.subtitle,
  icon: <GroupsIcon />,
  stats: { cards: activityStats({ label: customers.stats.total, icon: <GroupsIcon />, tone: '#004AAD' }, customers.stats) },
  searchPlaceholder: customers.searchPlaceholder,
  filters: [activityFilter],
  empty: customers.empty,
  loadFailed: customers.loadFailed,
  belongs: (u) => u.role === Role.customer,
  activityBadge: true,
  dialogMessages: customers,
  errors: 'banner',
  bannerTestId: 'customers-error',
};

/** /admin/dashboard/suppliers: the admin sees every supplier, a supplier their own record. */
export const suppliersPage: PeoplePageConfig = {
  endpoint: '/users/suppliers',
  // A supplier reads their own card here but exports nothing (the server asks for canAccessUsers).
  exportPermission: 'canAccessUsers',
  title: suppliers.title,
  subtitle: suppliers.subtitle,
  icon: <LocalShippingIcon />,
  add: { label: suppliers.add, icon: <AddBusinessIcon />, fixedRole: Role.supplier },
  stats: { cards: activityStats({ label: suppliers.stats.total, icon: <LocalShippingIcon />, tone: '#E65100' }, suppliers.stats) },
  searchPlaceholder: suppliers.searchPlaceholder,
  filters: [activityFilter],
  empty: suppliers.empty,
  loadFailed: suppliers.loadFailed,
  belongs: (u) => u.role === Role.supplier,
  statusActions: true,
  activityBadge: true,
  cardExtra: (u) => <SupplierCompany company={u.company} />,
  below: <SupplierOffersSection />,
  dialogMessages: users,
  errors: 'banner',
};
