import { api } from '../../src/i18n/tr/api';
import type { Db } from '../db/connect';
import { badRequest, tooManyRequests } from '../errors';
import { clearLoginFailures, dropLoginAttempt, failedLoginAttempt, reserveLoginAttempt } from './loginThrottle';
import { verifyPassword } from './passwords';

/**
 * The password a signed-in user types to change their password or their tablet PIN, under the
 * sign-in's lockout: counted against the account's e-mail before the check, as a sign-in is, so
 * five wrong ones lock both (429). Without it a session taken from a screen could guess the
 * password 20 times a minute per address, past the five failures that stop the sign-in page.
 */
export const checkCurrentPassword = async (db: Db, user: { email: string; password_hash: string | null }, typed: string, ip: string): Promise<void> => {
  const email = user.email.toLowerCase();
  const attempt = await reserveLoginAttempt(db, email);
  if (!attempt.go) throw tooManyRequests(api.loginLocked, attempt.wait);
  if (!(await verifyPassword(user.password_hash, typed))) {
    await failedLoginAttempt(db, attempt.id, email, ip);
    throw badRequest(api.currentPasswordWrong, { currentPassword: api.currentPasswordWrong });
  }
  await dropLoginAttempt(db, attempt.id);
  await clearLoginFailures(db, email);
};
