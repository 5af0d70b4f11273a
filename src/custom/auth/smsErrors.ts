import { TimeoutError } from '../../providers/httpClient';
import { auth } from '../../i18n/tr/auth';
import { isNetworkError, serverMessage, statusOf } from '../../ui/requestError';

const t = auth.gsm;

/** What the phone screen says when sending a code failed (000 section 8, "SMS send" and "SMS screen"). */
export const smsSendErrorText = (err: unknown): string => {
  if (err instanceof TimeoutError) return t.sendTimeout;
  if (isNetworkError(err)) return t.sendError;
  return serverMessage(err) ?? t.sendFailed;
};

/** What the phone screen says when a code was refused ("SMS verify" and "SMS screen"). */
export const smsVerifyErrorText = (err: unknown): string => {
  if (err instanceof TimeoutError) return auth.common.timeout;
  if (isNetworkError(err)) return t.verifyError;
  if (statusOf(err) === 400) return serverMessage(err) ?? t.wrongCode;
  return serverMessage(err) ?? t.verifyFailed;
};
