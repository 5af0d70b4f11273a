import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { auth } from '../../i18n/tr/auth';
import { fill } from '../../i18n/fill';
import { VERIFY_COUNTDOWN_SECONDS } from './redirectDelays';

const t = auth.verifyEmail;

/** The success state: the server's message and a 5-second countdown (bar value (5 − remaining)/5) to sign-in. */
export const VerifyEmailSuccess = ({ message }: { message?: string }) => {
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState(VERIFY_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (remaining <= 0) {
      navigate('/auth/login', { replace: true });
      return;
    }
    const tick = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(tick);
  }, [remaining, navigate]);

  const progress = ((VERIFY_COUNTDOWN_SECONDS - remaining) / VERIFY_COUNTDOWN_SECONDS) * 100;
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <TaskAlt color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, color: 'success.dark' }}>
        {t.success}
      </Typography>
      {message && <Typography color="text.secondary">{message}</Typography>}
      <Stack spacing={1} sx={{ width: '100%' }}>
        <LinearProgress variant="determinate" value={progress} aria-label={t.redirectIn} sx={{ height: 8, borderRadius: 4 }} />
        <Typography variant="body2" color="text.secondary">
          {fill(t.redirectIn, { seconds: remaining })}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%' }}>
        <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth>
          {t.loginNow}
        </Button>
        <Button component={RouterLink} to="/admin/dashboard" variant="outlined" fullWidth>
          {t.home}
        </Button>
      </Stack>
    </Stack>
  );
};
