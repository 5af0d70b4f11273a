import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { passwordMeetsRules } from '../../domain/validation/password';
import { auth } from '../../i18n/tr/auth';
import { validation as v } from '../../i18n/tr/validation';
import { AuthLayout } from './AuthLayout';
import { resetPassword } from './authApi';
import { FormPasswordField } from './FormPasswordField';
import { PasswordRules } from './PasswordRules';
import { REDIRECT_MS } from './redirectDelays';
import { requestErrorText, serverMessage, statusOf } from '../../ui/requestError';
import { useDelayedNavigate } from './useDelayedNavigate';

const t = auth.reset;

/** Reset password: the registration rules (000 section 5). */
const resetForm = z
  .object({ newPassword: z.string().max(128).refine(passwordMeetsRules, v.passwordRulesSummary), confirmPassword: z.string() })
  .refine((f) => f.confirmPassword === f.newPassword, { path: ['confirmPassword'], message: v.passwordsMismatchRegister });
type ResetForm = z.infer<typeof resetForm>;

/** 400 means the link is bad (unknown, used or expired); anything else is a failed update. */
const resetErrorText = (err: unknown): string =>
  statusOf(err) === 400 ? (serverMessage(err) ?? t.invalidLink) : requestErrorText(err, t.failed);

/** /auth/reset-password/:token (also /reset-password/:token): a new password, then sign-in after 1.5 s. */
export const ResetPasswordPage = () => {
  const { token } = useParams();
  const goLater = useDelayedNavigate();
  const [result, setResult] = useState<{ severity: AlertColor; text: string } | null>(null);
  const { control, handleSubmit, formState } = useForm<ResetForm>({
    resolver: zodResolver(resetForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });

  if (!token) return <Navigate to="/auth/login" replace />;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await resetPassword(token, values.newPassword);
      setResult({ severity: 'success', text: answer.message || t.success });
      goLater('/auth/login', REDIRECT_MS.afterReset);
    } catch (err) {
      setResult({ severity: 'error', text: resetErrorText(err) });
    }
  });

  // The button waits until every rule holds and the two entries agree.
  const ready = passwordMeetsRules(newPassword) && newPassword === confirmPassword;
  const done = result?.severity === 'success';

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.25}>
        {result && <Alert severity={result.severity}>{result.text}</Alert>}
        <FormPasswordField control={control} name="newPassword" label={t.newPassword} />
        <FormPasswordField control={control} name="confirmPassword" label={t.confirmPassword} />
        <PasswordRules password={newPassword} />
        <Button type="submit" variant="contained" size="large" disabled={!ready || formState.isSubmitting || done} fullWidth>
          {formState.isSubmitting ? t.submitting : t.submit}
        </Button>
        <Link component={RouterLink} to="/auth/login" variant="body2" underline="hover" sx={{ textAlign: 'center' }}>
          {auth.common.backToLogin}
        </Link>
      </Stack>
    </AuthLayout>
  );
};
