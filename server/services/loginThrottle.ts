import type { Db } from '../db/connect';

/** Five failed sign-ins for one e-mail within this window lock it for the same span. */
const LOGIN_LOCK_FAILURES = 5;
const LOGIN_LOCK_MS = 15 * 60_000;

/**
 * Seconds an e-mail stays locked (0 when not): locked for 15 minutes after the fifth failure
 * that falls within 15 minutes. Known and unknown e-mails lock alike, so a lock tells nothing.
 */
export const loginLockedFor = async (db: Db, email: string, now = new Date(), beforeId?: number): Promise<number> => {
  const latest = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('email', '=', email)
    .$if(beforeId !== undefined, (q) => q.where('id', '<', beforeId!))
    .orderBy('failed_at', 'desc')
    .limit(LOGIN_LOCK_FAILURES)
    .execute();
  if (latest.length < LOGIN_LOCK_FAILURES) return 0;
  const newest = latest[0].failed_at.getTime();
  if (newest - latest[LOGIN_LOCK_FAILURES - 1].failed_at.getTime() > LOGIN_LOCK_MS) return 0;
  const waitMs = newest + LOGIN_LOCK_MS - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
};

/** Failed sign-ins from one address (any e-mails) within this window stop it for the rest of the window. */
const ADDRESS_FAILURES = 20;
const ADDRESS_WINDOW_MS = 10 * 60_000;

/**
 * Seconds an address must wait after too many failed sign-ins (0 when it need not). Only
 * failures count: a whole shift signing in correctly behind one NAT address is never held up,
 * while guessing across many accounts from one address is.
 */
export const addressLockedFor = async (db: Db, ip: string, now = new Date()): Promise<number> => {
  const since = new Date(now.getTime() - ADDRESS_WINDOW_MS);
  const rows = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('ip', '=', ip)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'asc')
    .limit(ADDRESS_FAILURES)
    .execute();
  if (rows.length < ADDRESS_FAILURES) return 0;
  return Math.max(1, Math.ceil((rows[0].failed_at.getTime() + ADDRESS_WINDOW_MS - now.getTime()) / 1000));
};

/** What a reserved attempt may do: go on to the password check, or wait for the e-mail's lock. */
export type LoginAttempt = { go: true; id: number } | { go: false; wait: number };

/**
 * Counts an attempt against its e-mail (or PIN key) before its password or PIN is checked, then
 * lets it go on only if the attempts counted before it leave the e-mail unlocked. Checking first
 * and counting after the (slow, argon2) verification let a burst of parallel guesses all pass the
 * check before any was counted: 55 of 59 parallel wrong passwords were checked against an account
 * the lockout should have stopped after 5. The database orders the reservations (their ids), so at
 * most five get through whatever the concurrency. A refused attempt is not counted (it checked
 * nothing).
 *
 * The reservation carries no address until it turns out a failure (failedLoginAttempt): only
 * failures count against an address, and a whole shift's parallel right passwords must not lock
 * their office address for a moment. A right one takes its reservation back (dropLoginAttempt).
 */
export const reserveLoginAttempt = async (db: Db, email: string, now = new Date()): Promise<LoginAttempt> => {
  const { id } = await db.insertInto('login_failures').values({ email, ip: '', failed_at: now }).returning('id').executeTakeFirstOrThrow();
  const wait = await loginLockedFor(db, email, now, id);
  if (!wait) return { go: true, id };
  await dropLoginAttempt(db, id);
  return { go: false, wait };
};

/** A reserved attempt that failed: a failure of its e-mail and, from now, of its address. */
export const failedLoginAttempt = async (db: Db, id: number, email: string, ip: string, now = new Date()): Promise<void> => {
  // Rows older than two windows can no longer take part in a lock.
  await db.deleteFrom('login_failures').where('email', '=', email).where('failed_at', '<', new Date(now.getTime() - 2 * LOGIN_LOCK_MS)).execute();
  await db.deleteFrom('login_failures').where('ip', '=', ip).where('failed_at', '<', new Date(now.getTime() - 2 * LOGIN_LOCK_MS)).execute();
  await db.updateTable('login_failures').set({ ip }).where('id', '=', id).execute();
};

/** Takes back a reserved attempt that was no failure (the right password or PIN). */
export const dropLoginAttempt = async (db: Db, id: number): Promise<void> => {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
};

/**
 * A successful sign-in or a password reset starts the account's count afresh. The rows stay
 * (their e-mail emptied) so the address's failures still count.
 */
export const clearLoginFailures = async (db: Db, email: string): Promise<void> => {
  await db.updateTable('login_failures').set({ email: '' }).where('email', '=', email).execute();
};
