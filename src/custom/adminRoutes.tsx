import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { Permission } from '../domain/permissions';
import { pages } from '../i18n/tr/pages';
import { shell } from '../i18n/tr/shell';
import { RequirePermission } from '../ui/RequirePermission';
import { ProjectDetailPage } from '../resources/projects';

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
const PricingPage = lazy(() => import('./pricing/PricingPage').then((m) => ({ default: m.PricingPage })));
const AllPaymentsPage = lazy(() => import('./pricing/AllPaymentsPage').then((m) => ({ default: m.AllPaymentsPage })));
const ActivityLogsPage = lazy(() => import('./admin/activity-logs/ActivityLogsPage').then((m) => ({ default: m.ActivityLogsPage })));

interface AdminPage {
  /** Relative to /admin. */
  path: string;
  /** The guard of 000 section 2; none means signed in with a verified phone. */
  permission?: Permission;
  element: ReactNode;
}

/**
 * Bespoke pages inside the admin layout, each behind its guard (a screen that is a declared
 * resource is react-admin's, not listed here).
 * /dashboard/counters is the counters resource itself (react-admin guards it).
 */
const ADMIN_PAGES: readonly AdminPage[] = [
  { path: '/dashboard', permission: 'canAccessDashboard', element: <AdminDashboard /> },
  { path: '/dashboard/pricing', permission: 'canAccessSettings', element: <PricingPage /> },
  // One route for the project and for a model's own address (/models/{name}, issue 11), so
  // opening and closing the viewer does not reload the page.
  { path: '/view-project/:id/models?/:name?', permission: 'canViewAllProjects', element: <ProjectDetailPage /> },
  { path: '/dashboard/all-payments', permission: 'canAccessPayments', element: <AllPaymentsPage /> },
  { path: '/dashboard/users', permission: 'canAccessUsers', element: <UsersPage /> },
  { path: '/dashboard/customers', permission: 'canAccessCustomers', element: <CustomersPage /> },
  { path: '/dashboard/suppliers', permission: 'canAccessSuppliers', element: <SuppliersPage /> },
  // Everyone signed in reads their own log here ('My Activity Logs'); canAccessActivityLog shows everyone's.
  { path: '/dashboard/activity-logs', element: <ActivityLogsPage /> },
  { path: '/profile', permission: 'canAccessProfile', element: <ProfilePage /> },
  // Signed-in users who are not admins see the page's own 'Erişim Reddedildi' text (000 section 2).
  { path: '/settings', element: <SettingsPage /> },
  { path: '/help', element: <HelpPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/terms', element: <TermsPage /> },
];

export const adminRoutes = ADMIN_PAGES.map((page) => (
  <Route key={page.path} path={page.path} element={<RequirePermission permission={page.permission}>{page.element}</RequirePermission>} />
));
