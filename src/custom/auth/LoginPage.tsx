import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { auth } from '../../i18n/tr/auth';
import { login } from '../../providers/session';
import { useToast } from '../../ui/ToastProvider';
import { AuthLayout } from './AuthLayout';
import { OutlinedField } from './OutlinedField';
import { PasswordField } from './PasswordField';
import { loginErrorMessage } from './loginError';
import { loginResolver, type LoginForm } from './loginForm';
import { returnPathOf } from './returnPath';

const t = auth.login;

/** /auth/login: e-mail and password; on success back where the user was going, else `/` decides. */
export const LoginPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const user = await login(email, password);
      // An account still awaiting approval lands on the page that says so: no 'Giriş başarılı!' over it.
      if (user.status !== 'pending') toast.success(t.success);
      navigate(returnPathOf(location.state) ?? '/', { replace: true });
    } catch (err) {
      setFailure(loginErrorMessage(err));
    }
  });

  // Both fields carry the same spec text ('E-posta ve şifre alanları zorunludur.'): show it once.
  const required = formState.errors.email?.message ?? formState.errors.password?.message;
  const message = required ?? failure;

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        {message && (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        )}
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <OutlinedField
              label={t.email}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              type="email"
              autoComplete="email"
              autoFocus
              error={!!fieldState.error}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              label={t.password}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!fieldState.error}
            />
          )}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: '8px !important' }}>
          <Link component={RouterLink} to="/auth/forgot-password" variant="body2" underline="hover">
            {t.forgot}
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} fullWidth>
          {formState.isSubmitting ? t.submitting : t.submit}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }} color="text.secondary">
          {t.noAccount}{' '}
          <Link component={RouterLink} to="/auth/register" underline="hover" sx={{ fontWeight: 600 }}>
            {t.register}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
};
