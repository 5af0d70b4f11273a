import { HttpError, TimeoutError } from '../../providers/httpClient';
import { auth } from '../../i18n/tr/auth';
import { fill } from '../../i18n/fill';
import { isNetworkError } from '../../ui/requestError';

const t = auth.login;

/** The error text the old client built for a failed sign-in ('Login failed: {status} {text}', 000 section 8). */
export const loginFailureText = (err: unknown): string => {
  if (err instanceof HttpError) return fill(t.failed, { status: err.status, text: err.body.message ?? err.message });
  if (err instanceof TimeoutError) return auth.common.timeout;
  if (isNetworkError(err)) return `network error: ${(err as Error).message}`;
  return err instanceof Error ? err.message : String(err);
};

/** The sign-in screen maps the error text to what the user reads (000 section 8, "Login, shown by error text"). */
export const loginMessageFromText = (text: string): string => {
  if (text === auth.common.timeout) return auth.common.timeout;
  if (text === t.userFetchFailed) return t.errors.fallback;
  if (text.includes('404')) return t.errors.notFound;
  if (text.includes('401') || /invalid|password/i.test(text)) return t.errors.invalid;
  if (text.includes('500') || /Login failed: 5\d\d\b/.test(text)) return t.errors.server;
  if (/network|failed to fetch|load failed/i.test(text)) return t.errors.network;
  return t.errors.fallback;
};

/**
 * What the login form shows for a failure. A rate limit (429) or a disabled account (403)
 * carries its own Turkish answer, which the spec's table has no row for, so it is shown as sent.
 */
export const loginErrorMessage = (err: unknown): string => {
  if (err instanceof HttpError && (err.status === 429 || err.status === 403) && err.body.message) return err.body.message;
  return loginMessageFromText(loginFailureText(err));
};
