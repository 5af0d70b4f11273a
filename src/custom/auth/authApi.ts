import { api, HttpError, type RequestOptions } from '../../providers/httpClient';
import { TIMEOUT } from '../../providers/timeouts';
import type { RegisterBody } from '../../domain/validation/auth';
import type { ApiUser } from '../../domain/user';

/** The auth calls of 000 section 7 used by the public screens. */

interface Answer {
  success?: boolean;
  message?: string;
}

export interface RegisterAnswer extends Answer {
  phoneVerificationRequired?: boolean;
  /** Spelled so by the API (000 section 3). */
  smsTimeestamp?: unknown;
  accessToken?: string;
}
export interface SmsAnswer extends Answer {
  smsTimeestamp?: unknown;
}
export interface VerifySmsAnswer extends Answer {
  user?: ApiUser;
}
export interface ChangePhoneAnswer extends Answer {
  requiresVerification?: boolean;
  /** When the server already sent a code to the new number. */
  smsTimeestamp?: unknown;
}

/** An ok HTTP answer that still says success: false is a failure too. */
const call = async <T extends Answer>(path: string, opts: RequestOptions): Promise<T> => {
  const body = await api<T>(path, opts);
  if (body.success === false) throw new HttpError(body.message ?? 'failed', 400, { ...(body as Record<string, unknown>), message: body.message });
  return body;
};

const post = (body: unknown, extra: RequestOptions = {}): RequestOptions => ({ method: 'POST', body, ...extra });

export const registerAccount = (body: RegisterBody) =>
  call<RegisterAnswer>('/auth/register', post(body, { timeout: TIMEOUT.register, anonymous: true }));

export const sendSmsVerification = (phoneNumber?: string) =>
  call<SmsAnswer>('/auth/send-sms-verification', post({ phoneNumber }, { timeout: TIMEOUT.sms }));

export const verifySmsCode = (code: string, phoneNumber?: string) => call<VerifySmsAnswer>('/auth/verify-sms-code', post({ phoneNumber, code }));

export const changePhoneNumber = (newPhoneNumber: string) => call<ChangePhoneAnswer>('/auth/change-phone-number', post({ newPhoneNumber }));

export const requestResetByEmail = (email: string) => call<Answer>('/auth/forgot-password', post({ email }, { anonymous: true }));

export const requestResetBySms = (phoneNumber: string) =>
  call<Answer>('/auth/forgot-password-sms', post({ phoneNumber }, { timeout: TIMEOUT.sms, anonymous: true }));

export const resetPassword = (token: string, newPassword: string) =>
  call<Answer>(`/auth/reset-password/${encodeURIComponent(token)}`, post({ newPassword }, { anonymous: true }));

export const verifyEmailToken = (token: string) => call<Answer>(`/auth/verify-email/${encodeURIComponent(token)}`, { anonymous: true });
