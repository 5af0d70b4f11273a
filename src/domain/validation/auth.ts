import { z } from 'zod';
import { validation as t } from '../../i18n/tr/validation';
import { SELF_REGISTER_ROLES, Role } from '../roles';
import { PASSWORD_RULES, strongPassword } from './password';
import { isTurkishPhone, normalizePhone } from './phone';

const trimmed = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);

export const email = z
  .string({ error: t.emailRequired })
  .trim()
  .min(1, t.emailRequired)
  .max(254)
  .pipe(z.email({ error: t.emailInvalid }))
  .transform((v) => v.toLowerCase());

/** A Turkish phone, accepted as typed or on the wire, always answered as 90 + 10 digits. */
export const turkishPhone = z
  .string({ error: t.phoneInvalid })
  .max(32)
  .transform((v) => normalizePhone(v))
  .refine(isTurkishPhone, t.phoneInvalid);

export const loginBody = z.object({
  email: z.string({ error: t.loginRequired }).trim().min(1, t.loginRequired).max(254),
  password: z.string({ error: t.loginRequired }).min(1, t.loginRequired).max(256),
});

export const registerBody = z
  .object({
    name: trimmed(t.firstNameRequired),
    surname: trimmed(t.lastNameRequired),
    email,
    password: strongPassword,
    role: z.number({ error: t.roleInvalid }).int().refine((r) => SELF_REGISTER_ROLES.includes(r as never), t.roleInvalid),
    phoneNumber: turkishPhone,
    companyName: z.string().trim().max(200).optional(),
    taxId: z.string().trim().max(11).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.role !== Role.supplier) return;
    if (!v.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: t.companyNameRequired });
    if (!v.taxId) ctx.addIssue({ code: 'custom', path: ['taxId'], message: t.taxNumberRequired });
    else if (!/^(\d{10}|\d{11})$/.test(v.taxId))
      ctx.addIssue({ code: 'custom', path: ['taxId'], message: t.taxNumberLength });
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const smsCode = z.string({ error: t.smsCode }).regex(/^\d{6}$/, t.smsCode);

export const sendSmsBody = z.object({ phoneNumber: turkishPhone.optional() });
export const verifySmsBody = z.object({ phoneNumber: turkishPhone.optional(), code: smsCode });

/** Change phone: not empty, at least 10 digits (000 section 5). */
export const changePhoneBody = z.object({
  newPhoneNumber: z
    .string({ error: t.newPhoneRequired })
    .trim()
    .min(1, t.newPhoneRequired)
    .max(32)
    .refine((v) => v.replace(/\D/g, '').length >= 10, t.newPhoneInvalid)
    .transform(normalizePhone)
    .refine(isTurkishPhone, t.newPhoneInvalid),
});

export const forgotPasswordBody = z.object({ email });
export const forgotPasswordSmsBody = z.object({ phoneNumber: turkishPhone });
export const resetPasswordBody = z.object({ newPassword: strongPassword });

/** The profile's fields: names required, the passwords as given (checked by checkPasswordChange). */
export const profileUpdateFields = z.object({
  firstName: trimmed(t.firstNameRequired),
  lastName: trimmed(t.lastNameRequired),
  currentPassword: z.string().max(256).optional(),
  newPassword: z.string().max(128).optional(),
});

/** A password change needs the current one, 6+ characters (the spec's text), then the registration rules. */
export const checkPasswordChange = (v: { currentPassword?: string; newPassword?: string }, ctx: z.RefinementCtx) => {
  if (!v.currentPassword) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: t.currentPasswordRequired });
  if (!v.newPassword || v.newPassword.length < 6) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: t.passwordMin6 });
  // Past the spec's own check, the registration rules: a profile must not be the way round them.
  else {
    const broken = PASSWORD_RULES.find((rule) => !rule.test(v.newPassword!));
    if (broken) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: broken.message });
  }
};

/** Profile update: a password is changed when either password is given. */
export const profileUpdateBody = profileUpdateFields.superRefine((v, ctx) => {
  if (v.currentPassword || v.newPassword) checkPasswordChange(v, ctx);
});
