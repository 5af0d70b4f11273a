import { useState } from 'react';
import Button from '@mui/material/Button';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { formatCountdown } from '../../../domain/format';
import { pages } from '../../../i18n/tr/pages';
import { api, HttpError } from '../../../providers/httpClient';
import { useToast } from '../../../ui/ToastProvider';
import { useResendCooldown } from './useResendCooldown';
import { fill } from '../../../i18n/fill';

const texts = pages.profile;
/** Shared with the dashboard's banner, so both respect the same cooldown. */
export const VERIFICATION_EMAIL_COOLDOWN_KEY = 'verification_email_sent_at';

/** GET /users/send-verification-email, then 120 s before the next one (countdown m:ss). */
export const VerificationEmailButton = () => {
  const toast = useToast();
  const { remaining, start } = useResendCooldown(VERIFICATION_EMAIL_COOLDOWN_KEY);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const body = await api<{ success?: boolean; message?: string }>('/users/send-verification-email');
      if (body.success === false) throw new HttpError(body.message ?? texts.verificationFailed, 400, body);
      toast.success(texts.verificationSent);
      start();
    } catch (err) {
      toast.error(err instanceof HttpError && err.body.message ? err.body.message : texts.verificationFailed);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<ForwardToInboxIcon />} disabled={sending || remaining > 0} onClick={() => void send()}>
      {remaining > 0 ? fill(texts.resendIn, { time: formatCountdown(remaining) }) : texts.sendVerification}
    </Button>
  );
};
