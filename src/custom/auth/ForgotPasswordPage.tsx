import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { auth } from '../../i18n/tr/auth';
import { AuthLayout } from './AuthLayout';
import { requestResetByEmail, requestResetBySms } from './authApi';
import { COOLDOWN_SECONDS, resetCooldownKey, type ResetMethod } from './cooldown';
import { fill } from '../../i18n/fill';
import { forgotErrorText, forgotForm, type ForgotFormInput, type ForgotFormValues } from './forgotForm';
import { FormPhoneField } from './FormPhoneField';
import { FormTextField } from './FormTextField';
import { phoneToWire } from './phoneTyping';
import { retryAfterSeconds, statusOf } from '../../ui/requestError';
import { useCooldown } from './useCooldown';

const t = auth.forgot;

/** /auth/forgot-password: a reset link by e-mail or SMS, each method with its own 120 s cooldown. */
export const ForgotPasswordPage = () => {
  const [result, setResult] = useState<{ severity: AlertColor; text: string } | null>(null);
  const { control, handleSubmit, setValue, clearErrors, formState } = useForm<ForgotFormInput, unknown, ForgotFormValues>({
    resolver: zodResolver(forgotForm),
    defaultValues: { method: 'email', email: '', phone: '' },
  });
  const method = useWatch({ control, name: 'method' }) as ResetMethod;
  const cooldown = useCooldown(resetCooldownKey(method));

  const choose = (_: unknown, next: ResetMethod | null) => {
    if (!next || next === method) return;
    setValue('method', next);
    clearErrors();
    setResult(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = values.method === 'email' ? await requestResetByEmail(values.email) : await requestResetBySms(phoneToWire(values.phone));
      cooldown.start();
      setResult({ severity: 'success', text: answer.message || (values.method === 'email' ? t.emailSent : t.smsSent) });
    } catch (err) {
      if (statusOf(err) === 429) cooldown.start(retryAfterSeconds(err) ?? COOLDOWN_SECONDS);
      setResult({ severity: 'error', text: forgotErrorText(err, values.method) });
    }
  });

  const label = formState.isSubmitting ? t.sending : cooldown.active ? fill(auth.common.wait, { time: cooldown.label }) : t.submit;

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <ToggleButtonGroup value={method} exclusive onChange={choose} aria-label={t.method} fullWidth color="primary">
          <ToggleButton value="email" sx={{ gap: 1 }}>
            <MailOutlined fontSize="small" />
            {t.byEmail}
          </ToggleButton>
          <ToggleButton value="sms" sx={{ gap: 1 }}>
            <SmsOutlined fontSize="small" />
            {t.bySms}
          </ToggleButton>
        </ToggleButtonGroup>
        {result && <Alert severity={result.severity}>{result.text}</Alert>}
        {method === 'email' ? (
          <FormTextField key="email" control={control} name="email" label={t.email} type="email" autoComplete="email" autoFocus />
        ) : (
          <FormPhoneField key="phone" control={control} name="phone" label={t.phone} />
        )}
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting || cooldown.active} fullWidth>
          {label}
        </Button>
        <Link component={RouterLink} to="/auth/login" variant="body2" underline="hover" sx={{ textAlign: 'center' }}>
          {auth.common.backToLogin}
        </Link>
      </Stack>
    </AuthLayout>
  );
};
