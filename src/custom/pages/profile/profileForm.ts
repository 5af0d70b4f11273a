import { profileUpdateBody } from '../../../domain/validation/auth';
import { validation as t } from '../../../i18n/tr/validation';

export interface ProfileForm {
  firstName: string;
  lastName: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileForm, string>>;

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  currentPassword?: string;
  newPassword?: string;
}

/**
 * The edit dialog's rules (000 section 5): the server's profile schema plus the confirmation,
 * which exists only on the screen. Filling any password field asks for all three.
 */
export const validateProfileForm = (form: ProfileForm): { errors: ProfileFormErrors; body: ProfileUpdate | null } => {
  const changingPassword = !!(form.currentPassword || form.newPassword || form.confirmPassword);
  const parsed = profileUpdateBody.safeParse({
    firstName: form.firstName,
    lastName: form.lastName,
    ...(changingPassword ? { currentPassword: form.currentPassword, newPassword: form.newPassword } : {}),
  });
  const errors: ProfileFormErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ProfileForm;
      errors[field] ??= issue.message;
    }
  if (changingPassword) {
    if (!form.currentPassword) errors.currentPassword ??= t.currentPasswordRequired;
    if (form.newPassword.length < 6) errors.newPassword ??= t.passwordMin6;
    if (!form.confirmPassword) errors.confirmPassword = t.confirmRequired;
    else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = t.passwordsMismatch;
  }
  if (Object.keys(errors).length || !parsed.success) return { errors, body: null };
  const { firstName, lastName } = parsed.data;
  return { errors, body: changingPassword ? { firstName, lastName, currentPassword: form.currentPassword, newPassword: form.newPassword } : { firstName, lastName } };
};
