import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { validation } from '../../i18n/tr/validation';

export interface LoginForm {
  email: string;
  password: string;
}

/**
 * The login rule (both fields required: 'E-posta ve şifre alanları zorunludur.'), the same as the
 * domain's loginBody. Written without zod on purpose: zod is ~55 KB gzipped and the sign-in
 * screen's whole budget is 200 KB; the server still checks with loginBody.
 */
export const loginResolver: Resolver<LoginForm> = (values): ResolverResult<LoginForm> => {
  const email = (values.email ?? '').trim();
  const password = values.password ?? '';
  const none: Record<string, never> = {};
  if (email && password) return { values: { email, password }, errors: none };
  const required = { type: 'required', message: validation.loginRequired };
  const errors: FieldErrors<LoginForm> = {};
  if (!email) errors.email = required;
  if (!password) errors.password = required;
  return { values: none, errors };
};
