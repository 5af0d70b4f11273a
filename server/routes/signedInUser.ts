import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { unauthorized } from '../errors';
import { requireUser } from '../plugins/auth';
import { findUserById } from '../services/accounts';

/** The full users row of the signed-in caller (the auth hook keeps only what permissions need). */
export const signedInRow = async (app: FastifyInstance, req: FastifyRequest): Promise<UserRow> => {
  const row = await findUserById(app.db, requireUser(req).id);
  if (!row) throw unauthorized();
  return row;
};
