import { Role, type RoleNumber } from '../../../domain/roles';
import { type Company, usernameOf } from '../../../domain/user';
import { formatTypedPhone, phoneToWire } from '../../auth/phoneTyping';

/** What the add and edit dialogs hold; the username is the e-mail's part before the at-sign. */
export interface UserFormValues {
  name: string;
  surname: string;
  email: string;
  password: string;
  /** As typed and shown: +90 XXX XXX XX XX. */
  phone: string;
  role: RoleNumber;
  companyName: string;
  taxNumber: string;
  companyPhone: string;
}

export type UserFormField = keyof UserFormValues | 'username';
/** Field messages, and under `form` a refusal of the whole form by the server. */
export type UserFormErrors = Partial<Record<UserFormField | 'form', string>>;

/** The add dialog starts on the employee role (000 section 5). */
export const emptyUserForm = (role: RoleNumber = Role.employee): UserFormValues => ({
  name: '',
  surname: '',
  email: '',
  password: '',
  phone: '',
  role,
  companyName: '',
  taxNumber: '',
  companyPhone: '',
});

export const userFormOf = (user: { name: string; surname: string; email: string; phoneNumber: string; role: RoleNumber; company: Company | null }): UserFormValues => ({
  name: user.name,
  surname: user.surname,
  email: user.email,
  password: '',
  phone: formatTypedPhone(user.phoneNumber ?? ''),
  role: user.role,
  companyName: user.company?.name ?? '',
  taxNumber: user.company?.taxNumber ?? '',
  companyPhone: user.company?.phone ?? '',
});

/** Company fields belong to customers and suppliers only. */
export const hasCompanyFields = (role: RoleNumber): boolean => role === Role.customer || role === Role.supplier;

/** Typing the username rewrites the e-mail's local part, so the two never disagree. */
export const withUsername = (email: string, username: string): string => {
  const at = email.indexOf('@');
  return at < 0 ? username : `${username}${email.slice(at)}`;
};

/** Tax numbers and company phones take digits only; a tax number at most 11. */
export const digitsOnly = (raw: string, max?: number): string => raw.replace(/\D/g, '').slice(0, max);

/** POST /auth/admin/create-user's payload (000 section 3): phone as 90 + ten digits. */
export const newUserBody = (v: UserFormValues) => ({
  name: v.name.trim(),
  surname: v.surname.trim(),
  email: v.email.trim().toLowerCase(),
  password: v.password,
  phoneNumber: phoneToWire(v.phone),
  role: v.role,
  ...(hasCompanyFields(v.role) && v.companyName.trim() ? { companyName: v.companyName.trim() } : {}),
  ...(hasCompanyFields(v.role) && v.taxNumber ? { taxId: v.taxNumber } : {}),
});

/** PUT /users/admin/{id}'s payload: company as a JSON string, role as a number; the server re-checks the username. */
export const userUpdateBody = (v: UserFormValues) => ({
  name: v.name.trim(),
  surname: v.surname.trim(),
  email: v.email.trim().toLowerCase(),
  username: usernameOf(v.email.trim()),
  ...(v.phone ? { phoneNumber: phoneToWire(v.phone) } : {}),
  role: v.role,
  ...(hasCompanyFields(v.role)
    ? { company: JSON.stringify({ name: v.companyName.trim(), taxNumber: v.taxNumber, ...(v.companyPhone ? { phone: v.companyPhone } : {}) }) }
    : {}),
});

/** The user as the form leaves it, for showing a saved change when the answer carries no user. */
export const applyUserForm = <U extends { name: string; surname: string; email: string; phoneNumber: string; role: RoleNumber; company: Company | null }>(user: U, v: UserFormValues): U => ({
  ...user,
  name: v.name.trim(),
  surname: v.surname.trim(),
  email: v.email.trim().toLowerCase(),
  phoneNumber: v.phone ? phoneToWire(v.phone) : user.phoneNumber,
  role: v.role,
  company: hasCompanyFields(v.role) ? { name: v.companyName.trim(), taxNumber: v.taxNumber, ...(v.companyPhone ? { phone: v.companyPhone } : {}) } : user.company,
});

/** Where the server's field names (payload and nested company paths) sit on the form. */
const SERVER_FIELDS: Record<string, UserFormField> = {
  phoneNumber: 'phone',
  taxId: 'taxNumber',
  'company.name': 'companyName',
  'company.taxNumber': 'taxNumber',
  'company.phone': 'companyPhone',
};

/** A 400 answer's field messages, placed next to the form's own fields. */
export const formErrorsOf = (errors: Record<string, string>): UserFormErrors => {
  const out: UserFormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const target = SERVER_FIELDS[field] ?? field;
    if (target in emptyUserForm() || target === 'username') out[target as UserFormField] ??= message;
  }
  return out;
};
