import { api } from '../../src/i18n/tr/api';
import { conflict, type AppError } from '../errors';

/**
 * The 409 for a unique index refusing a user row: which of e-mail or phone number was taken,
 * read from the constraint (pg) or the detail text (PGlite); undefined for any other error.
 */
export const accountConflict = (err: unknown): AppError | undefined => {
  const e = err as { code?: string; constraint?: string; detail?: string };
  if (e?.code !== '23505') return undefined;
  const phone = e.constraint === 'users_phone_uq' || /\(phone_number\)/.test(e.detail ?? '');
  return conflict(phone ? api.phoneTaken : api.emailTaken);
};
