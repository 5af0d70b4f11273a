import type { RoleNumber } from './roles';

/** Bit field of section 3: bit 1 e-mail verified, bit 2 phone verified. */
export const UserFlag = { emailVerified: 1, phoneVerified: 2 } as const;

export const hasFlag = (flags: number, flag: number): boolean => (flags & flag) === flag;

/** Account status: customers start active, self-registered employees and suppliers pending. */
export const USER_STATUSES = ['active', 'pending', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface Company {
  name: string;
  taxNumber: string;
  phone?: string;
}

/** The user as the API sends it (GET /users/@me, users lists). */
export interface ApiUser {
  id: number;
  name: string;
  surname: string;
  email: string;
  role: RoleNumber;
  phoneNumber: string;
  company: Company | null;
  flags: number;
  status: UserStatus;
  lastLogin: string | null;
  createdAt: string;
}

export const usernameOf = (email: string): string => email.split('@')[0] ?? '';
export const fullNameOf = (u: { name: string; surname: string }): string => `${u.name} ${u.surname}`.trim();
export const initialsOf = (u: { name: string; surname: string }): string =>
  `${u.name.charAt(0)}${u.surname.charAt(0)}`.toLocaleUpperCase('tr-TR');
