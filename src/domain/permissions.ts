import type { RoleNumber } from './roles';

/** Every permission name the spec mentions (section 3, "Permission names"), and one of ours at the end. */
export const PERMISSIONS = [
  'canAccessDashboard',
  'canAccessSettings',
  'canAccessJobs',
  'canCreateJobs',
  'canEditAllJobs',
  'canViewAllJobs',
  'canViewAllProjects',
  'canManageProjects',
  'canAccessPayments',
  'canAccessProcedures',
  'canAccessUsers',
  'canEditUsers',
  'canDeleteUsers',
  'canAccessProfile',
  'canAccessCustomers',
  'canAccessCounters',
  'canAccessOperations',
  'canAccessActivityLog',
  'canAccessSuppliers',
  'canAccessMaterials',
  'canViewReports',
  'canAccessFranchise',
  // Ours, not the spec's: who manages step and project templates (admins and masters: a
  // foreman plans the shop's steps). The spec's screen offers them to anyone on the page.
  'canManageTemplates',
  // Ours (issue 26): who plans the benches' queues on the bench board (admins and masters).
  'canPlanBenches',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const JOBS: Permission[] = ['canAccessJobs', 'canCreateJobs', 'canEditAllJobs', 'canViewAllJobs'];

/** The matrix of section 6: the one place that says which role may do what. */
export const ROLE_PERMISSIONS: Record<RoleNumber, readonly Permission[]> = {
  3: PERMISSIONS,
  // canViewAllProjects opens the project screens; which projects each role sees is the row
  // scope's business (server/services/projects/projectAccess.ts). Team members are chosen among
  // employees and masters, so they need the screens the spec's matrix gives customers only.
  2: [...JOBS, 'canViewAllProjects', 'canAccessProfile'],
  4: [...JOBS, 'canViewAllProjects', 'canManageTemplates', 'canPlanBenches', 'canAccessProfile'],
  1: ['canAccessProfile', 'canAccessSuppliers'],
  0: ['canManageProjects', 'canViewAllProjects', 'canAccessProfile'],
};

/** What an account that is signed in but not yet approved (or not phone-verified) may do. */
const RESTRICTED_PERMISSIONS: readonly Permission[] = ['canAccessProfile'];

export interface AccessSubject {
  role: RoleNumber;
  /** false while an admin has not approved the account, or it was deactivated. */
  active: boolean;
  phoneVerified: boolean;
}

export const permissionsOf = (subject: AccessSubject | null): readonly Permission[] => {
  if (!subject) return [];
  if (!subject.active || !subject.phoneVerified) return RESTRICTED_PERMISSIONS;
  return ROLE_PERMISSIONS[subject.role] ?? [];
};

/** Roles that see prices on jobs and may set customer, operator and prices. */
export const canSeePrices = (role: RoleNumber): boolean => role === 3 || role === 4;

/**
 * Who may call a route. Every /v1 route declares one: 'public' (anyone),
 * 'signedIn' (any valid token, even an unapproved account), a permission, or a list of
 * permissions any one of which will do.
 */
export type RouteAccess = 'public' | 'signedIn' | Permission | readonly Permission[];

/** Whether permissions meet an access: a list is met by any one of its permissions. */
export const grants = (access: Permission | readonly Permission[], permissions: readonly Permission[]): boolean =>
  typeof access === 'string' ? permissions.includes(access) : access.some((p) => permissions.includes(p));
