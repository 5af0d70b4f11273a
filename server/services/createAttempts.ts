import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { api } from '../../src/i18n/tr/api';
import type { Db } from '../db/connect';
import { badRequest, conflict } from '../errors';
import { sha256 } from './secrets';

/** The header a client sends with a create it may send again (a lost answer); the same key every time. */
export const ATTEMPT_KEY_HEADER = 'idempotency-key';
const KEY_RE = /^[A-Za-z0-9_-]{16,100}$/;

/** The request's key, if it sent one; 400 for one that is not a key a client makes. */
export const attemptKeyOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers[ATTEMPT_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_RE.test(value)) throw badRequest(api.attemptKeyInvalid);
  return value;
};

export interface CreateAttempt {
  userId: number;
  resource: string;
  key: string;
  /** What the create carried (bodyHash): a key sent again must carry the same. */
  bodyHash: string;
}

/** JSON with every object's keys in order: the same values sent in another key order are the same body. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
};

export const bodyHash = (body: unknown): string => sha256(canonical(body));

/**
 * The id of the record an earlier create with this key made, if any. The key sent again with
 * other values is refused (409): answering the first record would tell the client its new
 * values were saved when they were not.
 */
export const earlierCreate = async (db: Db, attempt: CreateAttempt): Promise<number | undefined> => {
  const row = await db
    .selectFrom('create_attempts')
    .select(['record_id', 'body_hash'])
    .where('user_id', '=', attempt.userId)
    .where('resource', '=', attempt.resource)
    .where('key', '=', attempt.key)
    .executeTakeFirst();
  if (row?.body_hash && row.body_hash !== attempt.bodyHash) throw conflict(api.attemptKeyReused);
  return row?.record_id;
};

/** Notes the record a create made, in the create's own transaction: both are kept or neither. */
export const rememberCreate = async (trx: Db, attempt: CreateAttempt, recordId: number): Promise<void> => {
  await trx
    .insertInto('create_attempts')
    .values({ user_id: attempt.userId, resource: attempt.resource, key: attempt.key, record_id: recordId, body_hash: attempt.bodyHash })
    .execute();
};

/** Drops a key whose record is gone since: the create is made again rather than answered with nothing. */
export const forgetCreate = async (db: Db, attempt: CreateAttempt): Promise<void> => {
  await db.deleteFrom('create_attempts').where('user_id', '=', attempt.userId).where('resource', '=', attempt.resource).where('key', '=', attempt.key).execute();
};

/** A client sends a create again within seconds or minutes: keys older than a day are removed. */
export const sweepCreateAttempts = async (db: Db): Promise<void> => {
  await db.deleteFrom('create_attempts').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
};
