import { z } from 'zod';
import { email, type RegisterBody } from '../../domain/validation/auth';
import { passwordMeetsRules } from '../../domain/validation/password';
import { Role } from '../../domain/roles';
import { validation as v } from '../../i18n/tr/validation';
import { isCompletePhone, phoneToWire } from './phoneTyping';

const TAX_ID = /^(\d{10}|\d{11})$/;

/** The registration form (000 section 5): the wire payload plus confirmation, company phone and terms. */
export const registerForm = z
  .object({
    name: z.string().trim().min(1, v.firstNameRequired).max(100),
    surname: z.string().trim().min(1, v.lastNameRequired).max(100),
    email,
    // The live rule list says which rule is missing; the field itself carries the spec's summary text.
    password: z.string().max(128).refine(passwordMeetsRules, v.passwordRulesSummary),
    confirmPassword: z.string(),
    role: z.union([z.literal(Role.customer), z.literal(Role.supplier), z.literal(Role.employee)], { error: v.roleInvalid }),
    phone: z.string(),
    companyName: z.string().max(200),
    taxId: z.string(),
    companyPhone: z.string(),
    terms: z.boolean().refine((accepted) => accepted, v.termsRequired),
  })
  .superRefine((f, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (f.confirmPassword !== f.password) issue('confirmPassword', v.passwordsMismatchRegister);
    const supplier = f.role === Role.supplier;
    if (supplier) {
      if (!f.companyName.trim()) issue('companyName', v.companyNameRequired);
      const tax = f.taxId.trim();
      if (!tax) issue('taxId', v.taxNumberRequired);
      else if (!TAX_ID.test(tax)) issue('taxId', v.taxNumberLength);
      if (f.companyPhone.trim() && !isCompletePhone(f.companyPhone)) issue('companyPhone', v.phoneInvalid);
    }
    if (!usesCompanyPhone(f) && !isCompletePhone(f.phone)) issue('phone', v.phoneInvalid);
  });

export type RegisterFormInput = z.input<typeof registerForm>;
export type RegisterFormValues = z.output<typeof registerForm>;

export const REGISTER_DEFAULTS: RegisterFormInput = {
  name: '',
  surname: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: Role.customer,
  phone: '',
  companyName: '',
  taxId: '',
  companyPhone: '',
  terms: false,
};

/** For suppliers the verified phone is the company phone when one is given (000 section 5). */
const usesCompanyPhone = (f: Pick<RegisterFormInput, 'role' | 'companyPhone'>): boolean =>
  f.role === Role.supplier && f.companyPhone.trim() !== '';

/** The POST /auth/register payload: phone as 90 + 10 digits, company fields for suppliers only. */
export const toRegisterBody = (f: RegisterFormValues): RegisterBody => ({
  name: f.name,
  surname: f.surname,
  email: f.email,
  password: f.password,
  role: f.role,
  phoneNumber: phoneToWire(usesCompanyPhone(f) ? f.companyPhone : f.phone),
  ...(f.role === Role.supplier ? { companyName: f.companyName.trim(), taxId: f.taxId.trim() } : {}),
});

/** Where a server field error (400 errors{field: message}) belongs on the form. */
export const formFieldOf = (serverField: string, f: Pick<RegisterFormInput, 'role' | 'companyPhone'>): keyof RegisterFormInput | null => {
  if (serverField === 'phoneNumber') return usesCompanyPhone(f) ? 'companyPhone' : 'phone';
  const known: (keyof RegisterFormInput)[] = ['name', 'surname', 'email', 'password', 'role', 'companyName', 'taxId'];
  return (known as string[]).includes(serverField) ? (serverField as keyof RegisterFormInput) : null;
};
