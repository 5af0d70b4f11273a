import type { RoleNumber } from './roles';

/** Every permission name the spec mentions (section 3, "Permission names"). */
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
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const JOBS: Permission[] = ['canAccessJobs', 'canCreateJobs', 'canEditAllJobs', 'canViewAllJobs'];

/** The matrix of section 6: the one place that says which role may do what. */
export const ROLE_PERMISSIONS: Record<RoleNumber, readonly Permission[]> = {
  3: PERMISSIONS,
  2: [...JOBS, 'canAccessProfile'],
  4: [...JOBS, 'canAccessProfile'],
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
 * 'signedIn' (any valid token, even an unapproved account) or a permission.
 */
export type RouteAccess = 'public' | 'signedIn' | Permission;
