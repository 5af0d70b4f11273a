import { z } from 'zod';
import { checkPasswordChange, profileUpdateFields } from '../../../domain/validation/auth';
import { validation as t } from '../../../i18n/tr/validation';

export interface ProfileForm {
  firstName: string;
  lastName: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  currentPassword?: string;
  newPassword?: string;
}

export const profileFormOf = (user: { name: string; surname: string }): ProfileForm => ({ firstName: user.name, lastName: user.surname, currentPassword: '', newPassword: '', confirmPassword: '' });

const changingPassword = (f: Partial<Pick<ProfileForm, 'currentPassword' | 'newPassword' | 'confirmPassword'>>) => !!(f.currentPassword || f.newPassword || f.confirmPassword);

/**
 * The edit dialog's rules (000 section 5): the server's profile fields and password-change rule,
 * plus the confirmation, which exists only on the screen. Filling any password field asks for all three.
 */
export const profileFormSchema = profileUpdateFields.extend({ confirmPassword: z.string() }).superRefine((v, ctx) => {
  if (!changingPassword(v)) return;
  checkPasswordChange(v, ctx);
  if (!v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: t.confirmRequired });
  else if (v.confirmPassword !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: t.passwordsMismatch });
});

/** PUT /users/@me's body: the passwords only when one is being changed; the confirmation stays on the screen. */
export const profileUpdateOf = (v: z.output<typeof profileFormSchema>): ProfileUpdate =>
  changingPassword(v) ? { firstName: v.firstName, lastName: v.lastName, currentPassword: v.currentPassword, newPassword: v.newPassword } : { firstName: v.firstName, lastName: v.lastName };
