import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTop from '@mui/icons-material/HourglassTop';
import { auth } from '../../i18n/tr/auth';
import { isPhoneVerified, logout } from '../../providers/session';
import { useToast } from '../../ui/ToastProvider';
import { AuthLayout } from './AuthLayout';
import { useSignedInUser } from '../../ui/useSignedInUser';

const t = auth.awaiting;

/**
 * /auth/awaiting-approval: a self-registered employee or supplier is signed in and verified, but
 * sees the shop's data only after an admin activates the account.
 */
export const AwaitingApprovalPage = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const { user, loadError, reload } = useSignedInUser({ fresh: true });
  const [checking, setChecking] = useState(false);

  const check = async () => {
    setChecking(true);
    const fresh = await reload();
    setChecking(false);
    if (fresh?.status === 'pending') toast.info(t.stillPending);
  };

  const signOut = async () => {
    await logout().catch(() => undefined);
    navigate('/auth/login', { replace: true });
  };

  if (user && !isPhoneVerified(user)) return <Navigate to="/auth/gsm-verification" replace />;
  if (user && user.status !== 'pending') return <Navigate to="/" replace />;

  return (
    <AuthLayout>
      {!user && !loadError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress />
        </Box>
      )}
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {user && (
        <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box sx={{ borderRadius: '50%', p: 2, display: 'flex', bgcolor: 'rgba(237, 108, 2, 0.1)' }}>
            <HourglassTop color="warning" sx={{ fontSize: 48 }} />
          </Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t.title}
          </Typography>
          <Typography color="text.secondary">{t.body}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t.hint}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%' }}>
            <Button variant="contained" onClick={() => void check()} disabled={checking} fullWidth>
              {checking ? t.checking : t.check}
            </Button>
            <Button variant="outlined" onClick={() => void signOut()} fullWidth>
              {auth.common.logout}
            </Button>
          </Stack>
        </Stack>
      )}
    </AuthLayout>
  );
};
