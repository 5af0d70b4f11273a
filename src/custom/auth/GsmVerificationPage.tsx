import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { formatPhone } from '../../domain/validation/phone';
import { auth } from '../../i18n/tr/auth';
import { fetchMe, isPhoneVerified, logout } from '../../providers/session';
import { useToast } from '../../ui/ToastProvider';
import { AuthLayout } from './AuthLayout';
import { ChangePhoneDialog } from './ChangePhoneDialog';
import { isCoolingDown, smsCooldownKey } from './cooldown';
import { fill } from '../../i18n/fill';
import { isCompletePhone, phoneToWire } from './phoneTyping';
import { REDIRECT_MS } from './redirectDelays';
import { SmsCodeForm } from './SmsCodeForm';
import { useDelayedNavigate } from './useDelayedNavigate';
import { useSignedInUser } from '../../ui/useSignedInUser';
import { useSmsSender } from './useSmsSender';

const t = auth.gsm;

/** /auth/gsm-verification: a code is sent on entry (unless one is cooling down), checked, then `/` after 1.2 s. */
export const GsmVerificationPage = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const goLater = useDelayedNavigate();
  const { user, setUser, loadError, reload, requireLogin } = useSignedInUser({ fresh: true });
  const [verified, setVerified] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const phone = user?.phoneNumber && isCompletePhone(user.phoneNumber) ? phoneToWire(user.phoneNumber) : null;
  const sms = useSmsSender(phone, requireLogin);
  const { send } = sms;

  const autoSentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!phone || !user || isPhoneVerified(user) || autoSentFor.current === phone) return;
    autoSentFor.current = phone;
    if (!isCoolingDown(smsCooldownKey(phone))) void send(true);
  }, [phone, user, send]);

  const onVerified = async (message: string | undefined) => {
    const text = message || t.verified;
    setVerified(text);
    toast.success(text);
    const started = Date.now();
    // `/` reads the cached user: refresh it first so it sees the verified flag.
    await fetchMe({ force: true }).catch(() => null);
    goLater('/', Math.max(0, REDIRECT_MS.afterSmsVerified - (Date.now() - started)));
  };

  const signOut = async () => {
    await logout().catch(() => undefined);
    navigate('/auth/login', { replace: true });
  };

  if (user && isPhoneVerified(user) && !verified) return <Navigate to="/" replace />;

  const subtitle = phone ? fill(t.subtitle, { phone: formatPhone(phone) }) : undefined;
  return (
    <AuthLayout title={t.title} subtitle={subtitle}>
      {!user && !loadError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress />
        </Box>
      )}
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {user && (
        <Stack spacing={2}>
          {verified && <Alert severity="success">{verified}</Alert>}
          {!phone && <Alert severity="warning">{t.phoneMissing}</Alert>}
          {phone && <SmsCodeForm phone={phone} disabled={!!verified} onVerified={onVerified} onUnauthorized={requireLogin} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button variant="outlined" onClick={() => void send()} disabled={!phone || sms.sending || sms.cooldown.active || !!verified}>
              {sms.sending ? t.sending : sms.cooldown.active ? fill(t.resendIn, { time: sms.cooldown.label }) : t.resend}
            </Button>
            <Button onClick={() => setChanging(true)} disabled={!!verified}>
              {t.changePhone}
            </Button>
          </Stack>
          <Button color="inherit" size="small" onClick={() => void signOut()} sx={{ alignSelf: 'center', color: 'text.secondary' }}>
            {auth.common.logout}
          </Button>
        </Stack>
      )}
      <ChangePhoneDialog
        open={changing}
        onClose={() => setChanging(false)}
        onUnauthorized={requireLogin}
        onChanged={(newPhone) => {
          setChanging(false);
          if (user) setUser({ ...user, phoneNumber: newPhone });
          void reload();
        }}
      />
    </AuthLayout>
  );
};
