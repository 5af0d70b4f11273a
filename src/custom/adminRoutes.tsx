import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { Permission } from '../domain/permissions';
import { errors } from '../i18n/tr/errors';
import type { shell } from '../i18n/tr/shell';
import { RequirePermission } from '../ui/RequirePermission';
import { ProjectDetailPage } from '../resources/projects';
import { AllPaymentsPage, PricingPage } from '../resources/jobs';

const ProfilePage = lazy(() => import('./pages/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const HelpPage = lazy(() => import('./pages/help/HelpPage').then((m) => ({ default: m.HelpPage })));
const PrivacyPage = lazy(() => import('./pages/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('./pages/legal/TermsPage').then((m) => ({ default: m.TermsPage })));
const AdminDashboard = lazy(() => import('./admin/dashboard/AdminDashboard').then((m) => ({ default: m.AdminDashboard })));
/** The users, customers and suppliers pages: one component, one chunk, three configurations. */
const peoplePage = (which: 'usersPage' | 'customersPage' | 'suppliersPage') =>
  lazy(() =>
    Promise.all([import('./admin/people/PeoplePage'), import('./admin/people/peoplePages')]).then(([{ PeoplePage }, configs]) => ({
      default: () => <PeoplePage config={configs[which]} />,
    })),
  );
const UsersPage = peoplePage('usersPage');
const CustomersPage = peoplePage('customersPage');
const SuppliersPage = peoplePage('suppliersPage');
const BenchChooserPage = lazy(() => import('./shop/BenchChooserPage').then((m) => ({ default: m.BenchChooserPage })));
const BenchPage = lazy(() => import('./shop/BenchPage').then((m) => ({ default: m.BenchPage })));
const TravellerPage = lazy(() => import('./shop/traveller/TravellerPage').then((m) => ({ default: m.TravellerPage })));
const BenchBoardPage = lazy(() => import('./shop/board/BenchBoardPage').then((m) => ({ default: m.BenchBoardPage })));
const LogsPage = lazy(() => import('./admin/logs/LogsPage').then((m) => ({ default: m.LogsPage })));

/** A key of the sidebar's texts (shell.menu): a page's or a declared resource's entry. */
export type MenuKey = keyof typeof shell.menu;

/** A page's sidebar entry; where it stands among the others is the spec's order (sidebarItems.ts). */
export interface PageMenu {
  key: MenuKey;
  icon: SvgIconComponent;
  /** Who sees the entry, where the spec's sidebar list guards it otherwise than the page. */
  permission?: Permission;
  /** Active only on its own path, not on the pages beneath it. */
  exact?: boolean;
}

export interface AdminPage {
  /** Relative to /admin. */
  path: string;
  /** The guard of 000 section 2; none means signed in with a verified phone. */
  permission?: Permission;
  /** None: the path is served by another route table (the materials panel, outside the shell). */
  element?: ReactNode;
  menu?: PageMenu;
  /** Its name on the 403 page, which lists it after the sidebar's pages though the sidebar does not. */
  area?: string;
}

/**
 * Every bespoke page of the admin, defined once: the router mounts each behind its guard, the
 * sidebar shows those with a menu entry, the 403 page lists what the user may open. A screen
 * that is a declared resource is react-admin's, not listed here (/dashboard/counters is the
 * counters resource itself, guarded by react-admin).
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { path: '/dashboard', permission: 'canAccessDashboard', element: <AdminDashboard />, menu: { key: 'dashboard', icon: DashboardIcon, exact: true } },
  { path: '/dashboard/pricing', permission: 'canAccessSettings', element: <PricingPage />, menu: { key: 'pricing', icon: RequestQuoteIcon } },
  // One route for the project and for a model's own address (/models/{name}, issue 11), so
  // opening and closing the viewer does not reload the page.
  { path: '/view-project/:id/models?/:name?', permission: 'canViewAllProjects', element: <ProjectDetailPage /> },
  { path: '/dashboard/all-payments', permission: 'canAccessPayments', element: <AllPaymentsPage /> },
  { path: '/dashboard/users', permission: 'canAccessUsers', element: <UsersPage />, menu: { key: 'users', icon: PeopleIcon } },
  { path: '/dashboard/customers', permission: 'canAccessCustomers', element: <CustomersPage />, menu: { key: 'customers', icon: GroupsIcon } },
  { path: '/dashboard/suppliers', permission: 'canAccessSuppliers', element: <SuppliersPage />, menu: { key: 'suppliers', icon: LocalShippingIcon } },
  // Everyone signed in reads their own log here ('My Activity Logs'); the menu entry, everyone's
  // log, is canAccessActivityLog's.
  { path: '/dashboard/activity-logs', element: <LogsPage />, menu: { key: 'activityLogs', icon: HistoryIcon, permission: 'canAccessActivityLog' } },
  // The panel's own routes guard it with canAccessMaterials; the spec's sidebar list shows its
  // entry to canAccessSettings.
  { path: '/materialManagement/materialdashboard', menu: { key: 'materials', icon: Inventory2Icon, permission: 'canAccessSettings' } },
  // The shop floor (issue 26): the operator screen of a bench, the job's printed traveller whose
  // codes open it, the bench board. Paths as shopPaths.ts writes them.
  { path: '/shop/bench', permission: 'canAccessJobs', element: <BenchChooserPage />, menu: { key: 'shopBench', icon: TouchAppIcon } },
  { path: '/shop/bench/:benchId', permission: 'canAccessJobs', element: <BenchPage /> },
  { path: '/shop/jobs/:jobId/traveller', permission: 'canAccessJobs', element: <TravellerPage /> },
  { path: '/shop/board', permission: 'canPlanBenches', element: <BenchBoardPage />, menu: { key: 'shopBoard', icon: ViewKanbanIcon } },
  { path: '/profile', permission: 'canAccessProfile', element: <ProfilePage />, area: errors.forbidden.areas.profile },
  // Signed-in users who are not admins see the page's own 'Erişim Reddedildi' text (000 section 2).
  { path: '/settings', element: <SettingsPage /> },
  { path: '/help', element: <HelpPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/terms', element: <TermsPage /> },
];

export const adminRoutes = ADMIN_PAGES.filter((page) => page.element !== undefined).map((page) => (
  <Route key={page.path} path={page.path} element={<RequirePermission permission={page.permission}>{page.element}</RequirePermission>} />
));
