import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Role } from '../../domain/roles';
import { auth } from '../../i18n/tr/auth';
import { HttpError } from '../../providers/httpClient';
import { forgetUser } from '../../providers/session';
import { tokenStore } from '../../providers/tokenStore';
import { useToast } from '../../ui/ToastProvider';
import { AuthLayout } from './AuthLayout';
import { registerAccount } from './authApi';
import { COOLDOWN_SECONDS, smsCooldownKey, startCooldown, timestampToMs } from './cooldown';
import { FormPasswordField } from './FormPasswordField';
import { FormPhoneField } from './FormPhoneField';
import { FormTextField } from './FormTextField';
import { PasswordRules } from './PasswordRules';
import { REDIRECT_MS } from './redirectDelays';
import { REGISTER_DEFAULTS, formFieldOf, registerForm, toRegisterBody, type RegisterFormInput, type RegisterFormValues } from './registerForm';
import { requestErrorText, serverMessage } from '../../ui/requestError';
import { RoleChoice } from './RoleChoice';
import { SupplierFields } from './SupplierFields';
import { TermsCheckbox } from './TermsCheckbox';
import { useDelayedNavigate } from './useDelayedNavigate';

const t = auth.register;

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** /auth/register: the new account is signed in at once and sent to phone verification after 1.2 s. */
export const RegisterPage = () => {
  const toast = useToast();
  const goLater = useDelayedNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { control, handleSubmit, setError, getValues, formState } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerForm),
    defaultValues: REGISTER_DEFAULTS,
  });
  const [role, password] = useWatch({ control, name: ['role', 'password'] });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body = toRegisterBody(values);
    try {
      const answer = await registerAccount(body);
      if (answer.accessToken) tokenStore.set(answer.accessToken);
      forgetUser();
      // The server sent the first code with the registration: the SMS page must not send another at once.
      if (answer.smsTimeestamp != null) startCooldown(smsCooldownKey(body.phoneNumber), COOLDOWN_SECONDS, timestampToMs(answer.smsTimeestamp));
      const message = answer.message || t.success;
      setDone(message);
      toast.success(message);
      goLater('/auth/gsm-verification', REDIRECT_MS.afterRegister);
    } catch (err) {
      const fieldErrors = err instanceof HttpError ? err.body.errors : undefined;
      for (const [serverField, message] of Object.entries(fieldErrors ?? {})) {
        const field = formFieldOf(serverField, getValues());
        if (field) setError(field, { message });
      }
      if (err instanceof HttpError && err.status === 409) setError('email', { message: serverMessage(err) ?? t.failed });
      setFailure(requestErrorText(err, t.failed));
    }
  });

  const busy = formState.isSubmitting || !!done;

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle} wide>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.25}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {done && <Alert severity="success">{done}</Alert>}
        <RoleChoice control={control} />
        <Box sx={twoColumns}>
          <FormTextField control={control} name="name" label={t.name} autoComplete="given-name" />
          <FormTextField control={control} name="surname" label={t.surname} autoComplete="family-name" />
        </Box>
        <FormTextField control={control} name="email" label={t.email} type="email" autoComplete="email" />
        <FormPhoneField control={control} name="phone" label={t.phone} />
        {role === Role.supplier && <SupplierFields control={control} />}
        <Box sx={twoColumns}>
          <FormPasswordField control={control} name="password" label={t.password} />
          <FormPasswordField control={control} name="confirmPassword" label={t.confirmPassword} />
        </Box>
        <PasswordRules password={password ?? ''} />
        <TermsCheckbox control={control} />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {formState.isSubmitting ? t.submitting : t.submit}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t.haveAccount}{' '}
          <Link component={RouterLink} to="/auth/login" underline="hover" sx={{ fontWeight: 600 }}>
            {t.login}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
};
