import { hashPassword, verifyPassword } from '../passwords';
import type { Db } from '../../db/connect';
import { addressLockedFor, clearLoginFailures, dropLoginAttempt, failedLoginAttempt, loginLockedFor, reserveLoginAttempt } from '../loginThrottle';

/**
 * Wrong PINs are counted with the sign-in failures (login_failures), under a key of their own
 * per user: five for one user lock that user's PIN for 15 minutes, and they count towards the
 * address's limit like failed sign-ins. So one tablet cannot guess a 4-digit PIN either way.
 */
const pinKey = (userId: number) => `pin:${userId}`;

export const hashPin = (pin: string): Promise<string> => hashPassword(pin);

/** Seconds before this user's PIN or this address may be tried again (0 when now). */
export const pinLockedFor = async (db: Db, userId: number, ip: string, addressExempt: boolean): Promise<number> =>
  Math.max(await loginLockedFor(db, pinKey(userId)), addressExempt ? 0 : await addressLockedFor(db, ip));

/**
 * Whether the PIN is the user's ('locked' with the seconds to wait when the attempts counted before
 * this one lock it); a wrong one (or none set) is counted. Counted before the argon2 check, so a
 * burst of parallel guesses cannot all pass the lock (reserveLoginAttempt).
 */
export const checkPin = async (db: Db, user: { id: number; pin_hash: string | null }, pin: string, ip: string): Promise<boolean | { locked: number }> => {
  const attempt = await reserveLoginAttempt(db, pinKey(user.id));
  if (!attempt.go) return { locked: attempt.wait };
  // No PIN set: the same argon2 work as a wrong PIN, so the answer's time tells nothing.
  const ok = await verifyPassword(user.pin_hash, pin);
  if (ok) {
    await dropLoginAttempt(db, attempt.id);
    await clearLoginFailures(db, pinKey(user.id));
  } else await failedLoginAttempt(db, attempt.id, pinKey(user.id), ip);
  return ok;
};
