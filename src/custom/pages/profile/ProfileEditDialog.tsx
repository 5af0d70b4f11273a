import { useEffect, useState } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiUser } from '../../../domain/user';
import { pages } from '../../../i18n/tr/pages';
import { api } from '../../../providers/httpClient';
import { rememberSession } from '../../../providers/session';
import { FormDialog } from '../../../ui/FormDialog';
import { FormTextField } from '../../../ui/FormTextField';
import { fieldErrorsOf, requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { PasswordRules } from '../../auth/PasswordRules';
import { profileFormOf, profileFormSchema, profileUpdateOf, type ProfileForm } from './profileForm';

const texts = pages.profile;
/** The page reloads 1 s after a successful update (000 section 9). */
const RELOAD_AFTER_MS = 1000;

/** First and last name, and optionally a new password; the e-mail is shown but cannot change. */
export const ProfileEditDialog = ({ user, open, onClose }: { user: ApiUser; open: boolean; onClose: () => void }) => {
  const toast = useToast();
  const form = useForm<z.input<typeof profileFormSchema>, unknown, z.output<typeof profileFormSchema>>({ resolver: zodResolver(profileFormSchema), defaultValues: profileFormOf(user) });
  const [refusal, setRefusal] = useState<string | null>(null);
  // Saved: the dialog stays busy until the page reloads.
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.reset(profileFormOf(user));
    setRefusal(null);
  }, [open, user]);
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      rememberSession(await api<{ user?: ApiUser; accessToken?: string }>('/users/@me', { method: 'PUT', body: profileUpdateOf(values) }));
      setReloading(true);
      toast.success(texts.updated);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch (err) {
      for (const [name, message] of Object.entries(fieldErrorsOf(err))) if (name in values) form.setError(name as keyof ProfileForm, { type: 'server', message });
      const message = requestErrorText(err, texts.updateFailed);
      setRefusal(message);
      toast.error(message);
    }
  });

  const password = (name: 'currentPassword' | 'newPassword' | 'confirmPassword', label: string) => (
    <FormTextField control={form.control} name={name} label={label} type="password" autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'} helperText=" " fullWidth size="small" />
  );
  return (
    <FormDialog
      open={open}
      title={texts.dialog.title}
      saveLabel={texts.dialog.save}
      cancelLabel={texts.dialog.cancel}
      busy={form.formState.isSubmitting || reloading}
      error={refusal}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="firstName" label={texts.dialog.firstName} helperText=" " fullWidth size="small" />
        <FormTextField control={form.control} name="lastName" label={texts.dialog.lastName} helperText=" " fullWidth size="small" />
      </Stack>
      <TextField label={texts.dialog.email} value={user.email} disabled fullWidth size="small" helperText={texts.dialog.emailLocked} />
      <Divider />
      <div>
        <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{texts.dialog.passwordSection}</Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{texts.dialog.passwordHint}</Typography>
      </div>
      <Stack spacing={0.5}>
        {password('currentPassword', texts.dialog.currentPassword)}
        {password('newPassword', texts.dialog.newPassword)}
        {/* The server holds a new password to the registration rules: shown as it is typed, as there. */}
        {newPassword && <PasswordRules password={newPassword} />}
        {password('confirmPassword', texts.dialog.confirmPassword)}
      </Stack>
    </FormDialog>
  );
};
