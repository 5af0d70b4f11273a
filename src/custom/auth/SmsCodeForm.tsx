import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { smsCode } from '../../domain/validation/auth';
import { auth } from '../../i18n/tr/auth';
import { verifySmsCode } from './authApi';
import { OutlinedField } from './OutlinedField';
import { statusOf } from '../../ui/requestError';
import { smsVerifyErrorText } from './smsErrors';

const t = auth.gsm;

const codeForm = z.object({ code: smsCode });
type CodeForm = z.infer<typeof codeForm>;

interface SmsCodeFormProps {
  phone: string;
  disabled?: boolean;
  onVerified: (message: string | undefined) => void;
  onUnauthorized: () => void;
}

/** The 6-digit code and its check against the server. */
export const SmsCodeForm = ({ phone, disabled, onVerified, onUnauthorized }: SmsCodeFormProps) => {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<CodeForm>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const answer = await verifySmsCode(code, phone);
      onVerified(answer.message);
    } catch (err) {
      if (statusOf(err) === 401) onUnauthorized();
      else setFailure(smsVerifyErrorText(err));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState }) => (
          <OutlinedField
            label={t.code}
            name={field.name}
            value={field.value}
            onChange={(typed) => field.onChange(typed.replace(/\D/g, '').slice(0, 6))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="one-time-code"
            autoFocus
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            htmlInput={{ inputMode: 'numeric', maxLength: 6, style: { textAlign: 'center', letterSpacing: '0.5em', fontSize: 24, fontWeight: 600 } }}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={disabled || formState.isSubmitting} fullWidth>
        {formState.isSubmitting ? t.verifying : t.verify}
      </Button>
    </Stack>
  );
};
