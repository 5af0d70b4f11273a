import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { formatCountdown } from '../../../domain/format';
import type { ApiUser } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { api, HttpError } from '../../../providers/httpClient';
import { isEmailVerified } from '../../../providers/session';
import { useResendCooldown } from '../../pages/profile/useResendCooldown';
import { VERIFICATION_EMAIL_COOLDOWN_KEY } from '../../pages/profile/VerificationEmailButton';
import { useToast } from '../../../ui/ToastProvider';
import { requestErrorText } from '../../../ui/requestError';
import { fill } from '../../../i18n/fill';

const texts = adminScreens.dashboard.unverified;

/**
 * Shown while the signed-in user's e-mail is unverified. The send button then waits 120 s
 * (the same cooldown as the profile page's button, kept in the browser).
 */
export const UnverifiedEmailBanner = ({ user }: { user: ApiUser }) => {
  const toast = useToast();
  const { remaining, start } = useResendCooldown(VERIFICATION_EMAIL_COOLDOWN_KEY);
  const [sending, setSending] = useState(false);
  if (isEmailVerified(user)) return null;
  const send = async () => {
    setSending(true);
    try {
      const body = await api<{ success?: boolean; message?: string }>('/users/send-verification-email');
      if (body.success === false) throw new HttpError(body.message ?? texts.failed, 400, body);
      toast.success(texts.sent);
      start();
    } catch (err) {
      toast.error(requestErrorText(err, texts.failed));
    } finally {
      setSending(false);
    }
  };
  return (
    <Paper
      elevation={0}
      role="region"
      aria-label={texts.title}
      sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2, p: 2, mb: 3, borderRadius: 3, border: '1px solid #f3d9a4', bgcolor: '#fff8e6' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: 1 }}>
        <Box sx={{ width: 42, height: 42, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: '#fdebc0', color: '#a15c00', flexShrink: 0 }}>
          <MarkEmailUnreadIcon />
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 700, color: '#7a4500' }}>{texts.title}</Typography>
          <Typography sx={{ fontSize: 14, color: '#8a5a12' }}>{texts.body}</Typography>
        </Box>
      </Box>
      <Button variant="contained" color="warning" startIcon={<ForwardToInboxIcon />} disabled={sending || remaining > 0} onClick={() => void send()} sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
        {remaining > 0 ? fill(texts.resendIn, { time: formatCountdown(remaining) }) : texts.send}
      </Button>
    </Paper>
  );
};
