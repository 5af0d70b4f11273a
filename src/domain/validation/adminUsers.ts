import { z } from 'zod';
import { validation as t } from '../../i18n/tr/validation';
import { Role, isRoleNumber, type RoleNumber } from '../roles';
import { USER_STATUSES, type Company } from '../user';
import { email, turkishPhone } from './auth';

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);
const TAX_NUMBER = /^(\d{10}|\d{11})$/;

/** Any of the five roles, as a number (the admin forms offer all of them). */
const roleNumber = z
  .number({ error: t.roleInvalid })
  .int(t.roleInvalid)
  .refine((r): r is RoleNumber => isRoleNumber(r), t.roleInvalid);

/** The company as the edit form sends it: an object, or the JSON string of one (000 section 7). */
const companyInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (!value.trim()) return null;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .object({
      name: z.string().trim().max(200).optional(),
      taxNumber: z.string().trim().max(32).optional(),
      phone: z.string().trim().max(32).optional(),
    })
    .nullable()
    .optional(),
);

/** Admin's create-user payload (000 sections 3 and 5, "Add user"). */
export const createUserBody = z
  .object({
    name: required(t.firstNameRequired),
    surname: required(t.lastNameRequired),
    email,
    password: z.string({ error: t.passwordMin8 }).min(8, t.passwordMin8).max(128),
    phoneNumber: turkishPhone,
    role: roleNumber.default(Role.employee),
    companyName: z.string().trim().max(200).optional(),
    taxId: z.string().trim().max(11).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.taxId && !TAX_NUMBER.test(v.taxId)) ctx.addIssue({ code: 'custom', path: ['taxId'], message: t.taxNumberLength });
  });
export type CreateUserBody = z.infer<typeof createUserBody>;

/**
 * Admin's edit-user payload (000 section 5, "Edit user"). The username is the e-mail's local
 * part: checked when the form sends it, never stored on its own.
 */
export const updateUserBody = z
  .object({
    name: required(t.firstNameRequired),
    surname: required(t.lastNameRequired),
    email,
    username: z.string().trim().max(100).optional(),
    phoneNumber: turkishPhone.optional(),
    company: companyInput,
    role: roleNumber,
    status: z.enum(USER_STATUSES).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.username !== undefined) {
      if (!v.username) ctx.addIssue({ code: 'custom', path: ['username'], message: t.usernameRequired });
      else if (v.username.length < 3) ctx.addIssue({ code: 'custom', path: ['username'], message: t.usernameMin });
    }
    const company = v.company ?? {};
    // A customer's tax number is optional, but when given it is a tax number, as on the add form (000 section 5).
    if (v.role === Role.customer && company.taxNumber && !TAX_NUMBER.test(company.taxNumber))
      ctx.addIssue({ code: 'custom', path: ['company', 'taxNumber'], message: t.taxNumberLength });
    if (v.role !== Role.supplier) return;
    if (!company.name) ctx.addIssue({ code: 'custom', path: ['company', 'name'], message: t.companyNameRequired });
    if (!company.taxNumber) ctx.addIssue({ code: 'custom', path: ['company', 'taxNumber'], message: t.taxNumberRequired });
    else if (!TAX_NUMBER.test(company.taxNumber)) ctx.addIssue({ code: 'custom', path: ['company', 'taxNumber'], message: t.taxNumberLength });
    if (!company.phone) ctx.addIssue({ code: 'custom', path: ['company', 'phone'], message: t.companyPhoneRequired });
    else if (!/^\+?[\d\s()-]+$/.test(company.phone)) ctx.addIssue({ code: 'custom', path: ['company', 'phone'], message: t.companyPhoneRequired });
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** Approve ('active'), put back to waiting ('pending') or deactivate ('disabled') an account. */
export const userStatusBody = z.object({ status: z.enum(USER_STATUSES, { error: t.invalidInput }) });

/** Only customers and suppliers carry a company (the add form shows its fields for them alone). */
export const companyFor = (role: RoleNumber, company: Partial<Company> | null | undefined): Company | null => {
  if (role !== Role.customer && role !== Role.supplier) return null;
  if (!company?.name && !company?.taxNumber && !company?.phone) return null;
  const out: Company = { name: company.name ?? '', taxNumber: company.taxNumber ?? '' };
  const phone = company.phone?.replace(/\D/g, '');
  if (phone) out.phone = phone;
  return out;
};
