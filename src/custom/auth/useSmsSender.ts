import { useCallback, useState } from 'react';
import { auth } from '../../i18n/tr/auth';
import { useToast } from '../../ui/ToastProvider';
import { sendSmsVerification } from './authApi';
import { COOLDOWN_SECONDS, smsCooldownKey, timestampToMs } from './cooldown';
import { retryAfterSeconds, serverMessage, statusOf } from '../../ui/requestError';
import { smsSendErrorText } from './smsErrors';
import { useCooldown, type Cooldown } from './useCooldown';

const t = auth.gsm;

export interface SmsSender {
  cooldown: Cooldown;
  sending: boolean;
  /** Sends a code; `auto` (on entry) meets a server-side cooldown silently: a code was sent moments ago. */
  send: (auto?: boolean) => Promise<void>;
}

/** Sending the SMS code to one number, with the 120 s resend cooldown kept per number in the browser. */
export const useSmsSender = (phone: string | null, onUnauthorized: () => void): SmsSender => {
  const toast = useToast();
  const cooldown = useCooldown(phone ? smsCooldownKey(phone) : null);
  const { start } = cooldown;
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (auto = false) => {
      if (!phone) {
        toast.error(t.phoneMissing);
        return;
      }
      setSending(true);
      try {
        const answer = await sendSmsVerification(phone);
        start(COOLDOWN_SECONDS, answer.smsTimeestamp != null ? timestampToMs(answer.smsTimeestamp) : undefined);
        toast.success(answer.message || t.sent);
      } catch (err) {
        const status = statusOf(err);
        if (status === 401) onUnauthorized();
        else if (status === 429) {
          // The server's own cooldown is the truth: count down what it says is left.
          start(retryAfterSeconds(err) ?? COOLDOWN_SECONDS);
          if (!auto) toast.error(serverMessage(err) ?? auth.forgot.tooMany);
        } else toast.error(smsSendErrorText(err));
      } finally {
        setSending(false);
      }
    },
    [phone, start, toast, onUnauthorized],
  );

  return { cooldown, sending, send };
};
