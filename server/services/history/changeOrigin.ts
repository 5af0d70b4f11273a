import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Where a change came from, as the history tab marks it. */
export type ChangeOrigin = 'form' | 'import' | 'bulk' | 'restore' | 'system';

/**
 * Names the writer of everything this transaction changes: the history triggers (migration
 * 20261126_1415) read the signed-in user and the origin from these transaction-local settings.
 * Call it first in a write transaction; outside one the settings end with the statement.
 */
export const withChangeOrigin = async (trx: Db, req: FastifyRequest, origin: ChangeOrigin): Promise<void> => {
  const userId = req.user ? String(req.user.id) : '';
  await sql`select set_config('atolye.user_id', ${userId}, true), set_config('atolye.origin', ${origin}, true)`.execute(trx);
};

/**
 * For generators of test and benchmark data only (thousands of made-up jobs): this transaction's
 * writes leave no history. No request path may call it.
 */
export const withoutHistory = async (trx: Db): Promise<void> => {
  await sql`select set_config('atolye.history', 'off', true)`.execute(trx);
};
