import { HttpError } from '../../providers/httpClient';
import { auth } from '../../i18n/tr/auth';
import { verifyEmailToken } from './authApi';
import { serverMessage } from '../../ui/requestError';

const t = auth.verifyEmail;

export type VerificationOutcome = { ok: true; message?: string } | { ok: false; message: string };

// A token is single use: one request per token per page load, even when React runs effects twice.
const outcomes = new Map<string, Promise<VerificationOutcome>>();

/** GET /auth/verify-email/{token}; a refusal shows the server's message, an exception 'Sunucu hatası oluştu'. */
export const verifyEmail = (token: string | undefined): Promise<VerificationOutcome> => {
  if (!token) return Promise.resolve({ ok: false, message: t.noToken });
  let outcome = outcomes.get(token);
  if (!outcome) {
    outcome = verifyEmailToken(token).then(
      (answer): VerificationOutcome => ({ ok: true, message: answer.message }),
      (err): VerificationOutcome => ({ ok: false, message: err instanceof HttpError ? (serverMessage(err) ?? t.failed) : t.serverError }),
    );
    outcomes.set(token, outcome);
  }
  return outcome;
};
