import { z } from 'zod';
import { email } from '../../domain/validation/auth';
import { auth } from '../../i18n/tr/auth';
import { validation as v } from '../../i18n/tr/validation';
import type { ResetMethod } from './cooldown';
import { isCompletePhone } from './phoneTyping';
import { requestErrorText, serverMessage, statusOf } from '../../ui/requestError';

const t = auth.forgot;

/** Forgot password: an e-mail address or a Turkish phone, depending on the chosen method. */
export const forgotForm = z.discriminatedUnion('method', [
  z.object({ method: z.literal('email'), email, phone: z.string() }),
  z.object({ method: z.literal('sms'), email: z.string(), phone: z.string().refine(isCompletePhone, v.phoneInvalid) }),
]);
export type ForgotFormInput = z.input<typeof forgotForm>;
export type ForgotFormValues = z.output<typeof forgotForm>;

/** 000 section 8, "Forgot password": 404 has a text per method, 429 the server's or ours, else the server's. */
export const forgotErrorText = (err: unknown, method: ResetMethod): string => {
  const status = statusOf(err);
  if (status === 404) return method === 'email' ? t.emailNotFound : t.phoneNotFound;
  if (status === 429) return serverMessage(err) ?? t.tooMany;
  return requestErrorText(err, t.failed);
};
