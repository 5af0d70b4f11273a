import { z } from 'zod';
import { validation as t } from '../../i18n/tr/validation';

/** The special characters the registration rules accept. */
export const PASSWORD_SPECIALS = '()!#%&@$^*+=<>?/|\\~`';

export interface PasswordRule {
  key: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  test: (password: string) => boolean;
  message: string;
}

const specialRe = /[()!#%&@$^*+=<>?/|\\~`]/;

/** Registration and reset rules (000 section 5), also listed live under the field. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: 'length', test: (p) => p.length >= 8, message: t.passwordMin8 },
  { key: 'uppercase', test: (p) => /\p{Lu}/u.test(p), message: t.passwordUppercase },
  { key: 'lowercase', test: (p) => /\p{Ll}/u.test(p), message: t.passwordLowercase },
  { key: 'digit', test: (p) => /\d/.test(p), message: t.passwordDigit },
  { key: 'special', test: (p) => specialRe.test(p), message: t.passwordSpecial },
];

export const passwordMeetsRules = (password: string): boolean => PASSWORD_RULES.every((r) => r.test(password));

/** A strong password as registration and reset require it; the first broken rule is the message. */
export const strongPassword = z.string().superRefine((value, ctx) => {
  const broken = PASSWORD_RULES.find((r) => !r.test(value));
  if (broken) ctx.addIssue({ code: 'custom', message: broken.message });
}).pipe(z.string().max(128));
