import { HttpError, TimeoutError } from '../providers/httpClient';
import { auth as t } from '../i18n/tr/auth';

/** The Turkish message the server put in a failed answer, if any. */
export const serverMessage = (err: unknown): string | undefined =>
  err instanceof HttpError && typeof err.body.message === 'string' && err.body.message ? err.body.message : undefined;

export const statusOf = (err: unknown): number | undefined => (err instanceof HttpError ? err.status : undefined);

/** fetch() rejects with a TypeError when the network is down ('Failed to fetch', 'Load failed'). */
export const isNetworkError = (err: unknown): boolean => err instanceof TypeError;

/** The text for a failed call: timeout and network have their own, otherwise the server's message or the fallback. */
export const requestErrorText = (err: unknown, fallback: string): string => {
  if (err instanceof TimeoutError) return t.common.timeout;
  if (isNetworkError(err)) return t.common.network;
  return serverMessage(err) ?? fallback;
};

/** Seconds a 429 answer asks us to wait (body retryAfter, in seconds), if it says. */
export const retryAfterSeconds = (err: unknown): number | undefined => {
  const body = (err as { body?: { retryAfter?: unknown } })?.body;
  const value = Number(body?.retryAfter);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
};

/** Field messages of a 400 answer, to show next to a form's fields. */
export const fieldErrorsOf = (err: unknown): Record<string, string> => (err instanceof HttpError && err.body.errors ? err.body.errors : {});
