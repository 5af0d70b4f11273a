import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { auth } from '../../i18n/tr/auth';
import { AuthLayout } from './AuthLayout';
import { verifyEmail, type VerificationOutcome } from './emailVerification';
import { VerifyEmailFailure } from './VerifyEmailFailure';
import { VerifyEmailSuccess } from './VerifyEmailSuccess';

const t = auth.verifyEmail;

/** /verify-email/:token: loading, then success (countdown to sign-in) or failure (causes). */
export const VerifyEmailPage = () => {
  const { token } = useParams();
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);

  useEffect(() => {
    let live = true;
    setOutcome(null);
    void verifyEmail(token).then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthLayout title={outcome ? undefined : t.loading}>
      {!outcome && (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
          <CircularProgress />
          <Typography color="text.secondary">{t.loadingHint}</Typography>
        </Stack>
      )}
      {outcome?.ok && <VerifyEmailSuccess message={outcome.message} />}
      {outcome && !outcome.ok && <VerifyEmailFailure message={outcome.message} />}
    </AuthLayout>
  );
};
