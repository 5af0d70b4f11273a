import { sql } from 'kysely';
import { api } from '../../src/i18n/tr/api';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { safeEqual, sha256 } from './secrets';

/** Wrong guesses allowed per code; after that the code is dead and a new one must be sent. */
const MAX_CODE_TRIES = 5;

/**
 * Checks the newest phone code of the user and uses it up on success. Each guess is counted
 * before it is compared, in one statement, so parallel guesses cannot exceed the cap.
 */
export const checkPhoneCode = async (db: Db, user: Pick<UserRow, 'id' | 'phone_number'>, code: string, now = new Date()): Promise<void> => {
  const row = await db
    .selectFrom('one_time_secrets')
    .select(['id', 'secret_hash', 'target', 'expires_at'])
    .where('user_id', '=', user.id)
    .where('purpose', '=', 'phone_code')
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  // A code sent to a number the account no longer has cannot verify the current one.
  if (!row || row.target !== user.phone_number) throw badRequest(api.codeMissing);
  if (row.expires_at <= now) throw badRequest(api.codeExpired);
  const counted = await db
    .updateTable('one_time_secrets')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_CODE_TRIES)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw badRequest(api.codeTooManyTries);
  if (!safeEqual(sha256(code), row.secret_hash))
    throw new AppError(400, 'VALIDATION', api.codeWrong, { code: api.codeWrong }, { remainingAttempts: MAX_CODE_TRIES - counted.attempts });
  await db.updateTable('one_time_secrets').set({ used_at: now }).where('id', '=', row.id).execute();
};
