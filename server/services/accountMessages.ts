import type { FastifyInstance } from 'fastify';
import { api } from '../../src/i18n/tr/api';
import type { UserRow } from '../db/schema';
import { AppError, tooManyRequests } from '../errors';
import { claimSend, releaseSend, type SendKind, type SendRefusal } from './cooldowns';
import { deleteSecret, issueSecret, type SECRET_TTL_MS } from './oneTimeSecrets';
import { randomCode, randomToken } from './secrets';
import { fill } from '../../src/i18n/fill';

type Deps = Pick<FastifyInstance, 'db' | 'mailer' | 'sms' | 'appUrl' | 'log' | 'config'>;
type Recipient = Pick<UserRow, 'id' | 'name' | 'email' | 'phone_number'>;

interface SecretMessage {
  kind: SendKind;
  purpose: keyof typeof SECRET_TTL_MS;
  secret: string;
  /** Where it goes: the phone number or e-mail address. */
  target: string;
  deliver: () => Promise<void>;
  failMessage: string;
}

const REFUSAL_TEXT: Record<SendRefusal, string> = {
  cooldown: api.tooManyRequests,
  numberCap: api.smsNumberCap,
  overallCap: api.smsOverallCap,
};

/**
 * Sends a message carrying a fresh secret under the account's resend cooldown (429 with
 * retryAfter while it runs). When delivery fails, the cooldown slot and the secret are given
 * back and the user is told (502), so they may try again at once.
 */
const sendSecret = async (deps: Deps, user: Recipient, m: SecretMessage, now = new Date()): Promise<Date> => {
  const claim = await claimSend(deps.db, { userId: user.id, kind: m.kind, target: m.target }, now, deps.config.smsCaps);
  if (!claim.ok) throw tooManyRequests(REFUSAL_TEXT[claim.reason], claim.retryAfter);
  const secretId = await issueSecret(deps.db, { userId: user.id, purpose: m.purpose, secret: m.secret, target: m.target }, now);
  try {
    await m.deliver();
  } catch (err) {
    deps.log.error({ kind: m.kind, userId: user.id, reason: (err as Error).message }, 'message delivery failed');
    await releaseSend(deps.db, claim.id);
    await deleteSecret(deps.db, secretId);
    throw new AppError(502, 'DELIVERY_FAILED', m.failMessage);
  }
  return claim.sentAt;
};

/** A 6-digit code to the phone (the account's, or a new number before it is saved). Answers the send time. */
export const sendPhoneCode = (deps: Deps, user: Recipient, phone = user.phone_number): Promise<Date> => {
  const code = randomCode();
  return sendSecret(deps, user, {
    kind: 'phone_code',
    purpose: 'phone_code',
    secret: code,
    target: phone,
    deliver: () => deps.sms.send(phone, fill(api.sms.code, { code })),
    failMessage: api.smsFailed,
  });
};

/** The 24-hour e-mail verification link, opened by the front's /verify-email/{token}. */
export const sendVerificationEmail = (deps: Deps, user: Recipient): Promise<Date> => {
  const token = randomToken();
  const link = `${deps.appUrl}/verify-email/${token}`;
  return sendSecret(deps, user, {
    kind: 'verify_email',
    purpose: 'email_verify',
    secret: token,
    target: user.email,
    deliver: () => deps.mailer.send({ to: user.email, subject: api.mail.verifySubject, text: fill(api.mail.verifyText, { name: user.name, link }) }),
    failMessage: api.emailFailed,
  });
};

/**
 * A single-use, one-hour reset link by e-mail or SMS. SMS carries a link too, not a code,
 * so both methods end on the same reset screen (/auth/reset-password/{token}).
 */
export const sendResetLink = (deps: Deps, user: Recipient, method: 'email' | 'sms'): Promise<Date> => {
  const token = randomToken();
  const link = `${deps.appUrl}/auth/reset-password/${token}`;
  const byEmail = method === 'email';
  return sendSecret(deps, user, {
    kind: byEmail ? 'reset_email' : 'reset_sms',
    purpose: 'password_reset',
    secret: token,
    target: byEmail ? user.email : user.phone_number,
    deliver: byEmail
      ? () => deps.mailer.send({ to: user.email, subject: api.mail.resetSubject, text: fill(api.mail.resetText, { name: user.name, link }) })
      : () => deps.sms.send(user.phone_number, fill(api.sms.reset, { link })),
    failMessage: byEmail ? api.emailFailed : api.smsFailed,
  });
};
