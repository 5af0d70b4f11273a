/** Role numbers as the spec fixes them (section 3). */
export const Role = {
  customer: 0,
  supplier: 1,
  employee: 2,
  admin: 3,
  master: 4,
} as const;

export type RoleNumber = (typeof Role)[keyof typeof Role];

export const ROLE_NUMBERS: readonly RoleNumber[] = [0, 1, 2, 3, 4];

export const isRoleNumber = (value: unknown): value is RoleNumber =>
  typeof value === 'number' && (ROLE_NUMBERS as readonly number[]).includes(value);

/** Roles a stranger may pick on the registration form. */
export const SELF_REGISTER_ROLES: readonly RoleNumber[] = [Role.customer, Role.supplier, Role.employee];

/** Roles whose self-registered accounts wait for an admin's approval before seeing shop data. */
export const ROLES_NEEDING_APPROVAL: readonly RoleNumber[] = [Role.supplier, Role.employee];

/** Where `/` sends a signed-in user of each role. */
const LANDING_PATH: Record<RoleNumber, string> = {
  0: '/admin/dashboard/list-projects',
  1: '/admin/dashboard/suppliers',
  2: '/admin/dashboard/list-jobs',
  3: '/admin/dashboard',
  4: '/admin/dashboard/list-jobs',
};

export const landingPathFor = (role: unknown): string =>
  isRoleNumber(role) ? LANDING_PATH[role] : '/auth/login';
