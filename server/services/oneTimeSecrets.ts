import type { Db } from '../db/connect';
import type { OneTimeSecretsTable } from '../db/schema';
import { sha256 } from './secrets';

export type SecretPurpose = OneTimeSecretsTable['purpose'];

/** Lifetimes: e-mail verification 24 h (000 section 9), reset link 1 h, SMS code 5 min. */
export const SECRET_TTL_MS: Record<Exclude<SecretPurpose, 'reset_code'>, number> = {
  email_verify: 24 * 3600_000,
  password_reset: 3600_000,
  phone_code: 5 * 60_000,
};

/** Closes the user's unused secrets of one purpose (marked used, so none of them works any more). */
export const closeSecrets = async (db: Db, userId: number, purpose: SecretPurpose, now = new Date()): Promise<void> => {
  await db
    .updateTable('one_time_secrets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
};

/**
 * Stores a new secret (hashed) for the user. A new phone code closes the older ones, so the
 * try cap counts for the one code in use; links stay valid side by side until used or expired.
 */
export const issueSecret = async (
  db: Db,
  s: { userId: number; purpose: keyof typeof SECRET_TTL_MS; secret: string; target?: string },
  now = new Date(),
): Promise<number> => {
  if (s.purpose === 'phone_code') await closeSecrets(db, s.userId, s.purpose, now);
  const row = await db
    .insertInto('one_time_secrets')
    .values({
      user_id: s.userId,
      purpose: s.purpose,
      secret_hash: sha256(s.secret),
      target: s.target ?? null,
      expires_at: new Date(now.getTime() + SECRET_TTL_MS[s.purpose]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const deleteSecret = async (db: Db, id: number): Promise<void> => {
  await db.deleteFrom('one_time_secrets').where('id', '=', id).execute();
};

/**
 * Uses a link token once, in one statement (two clicks cannot both pass). Answers its user,
 * or null when the token is unknown, already used or expired: the caller cannot tell which.
 */
export const consumeLinkToken = async (db: Db, purpose: SecretPurpose, token: string, now = new Date()): Promise<number | null> => {
  const row = await db
    .updateTable('one_time_secrets')
    .set({ used_at: now })
    .where('purpose', '=', purpose)
    .where('secret_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
};

/** Whether a link token would be accepted now, without using it (to skip work for a dead link). */
export const isLinkTokenLive = async (db: Db, purpose: SecretPurpose, token: string, now = new Date()): Promise<boolean> => {
  const row = await db
    .selectFrom('one_time_secrets')
    .select('id')
    .where('purpose', '=', purpose)
    .where('secret_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Boolean(row);
};
