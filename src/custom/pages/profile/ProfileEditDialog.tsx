import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Dialog } from '../../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApiUser } from '../../../domain/user';
import { pages } from '../../../i18n/tr/pages';
import { api, HttpError } from '../../../providers/httpClient';
import { rememberSession } from '../../../providers/session';
import { useToast } from '../../../ui/ToastProvider';
import { PasswordRules } from '../../auth/PasswordRules';
import { validateProfileForm, type ProfileForm, type ProfileFormErrors } from './profileForm';

const texts = pages.profile;
/** The page reloads 1 s after a successful update (000 section 9). */
const RELOAD_AFTER_MS = 1000;

const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** First and last name, and optionally a new password; the e-mail is shown but cannot change. */
export const ProfileEditDialog = ({ user, open, onClose }: { user: ApiUser; open: boolean; onClose: () => void }) => {
  const toast = useToast();
  const [form, setForm] = useState<ProfileForm>({ firstName: user.name, lastName: user.surname, ...emptyPasswords });
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setForm({ firstName: user.name, lastName: user.surname, ...emptyPasswords });
      setErrors({});
    }
  }, [open, user]);

  const field = (name: keyof ProfileForm, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      autoComplete={type === 'password' ? (name === 'currentPassword' ? 'current-password' : 'new-password') : undefined}
      fullWidth
      size="small"
    />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { errors: found, body } = validateProfileForm(form);
    setErrors(found);
    if (!body) return;
    setSaving(true);
    try {
      rememberSession(await api<{ user?: ApiUser; accessToken?: string }>('/users/@me', { method: 'PUT', body }));
      toast.success(texts.updated);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch (err) {
      const server = err instanceof HttpError ? err.body : {};
      if (server.errors) setErrors(server.errors as ProfileFormErrors);
      toast.error(server.message ?? texts.updateFailed);
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle sx={{ fontWeight: 700 }}>{texts.dialog.title}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
          {field('firstName', texts.dialog.firstName)}
          {field('lastName', texts.dialog.lastName)}
        </Stack>
        <TextField label={texts.dialog.email} value={user.email} disabled fullWidth size="small" helperText={texts.dialog.emailLocked} sx={{ mb: 1 }} />
        <Divider sx={{ my: 2 }} />
        <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{texts.dialog.passwordSection}</Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 2 }}>{texts.dialog.passwordHint}</Typography>
        <Stack spacing={0.5}>
          {field('currentPassword', texts.dialog.currentPassword, 'password')}
          {field('newPassword', texts.dialog.newPassword, 'password')}
          {/* The server holds a new password to the registration rules: shown as it is typed, as there. */}
          {form.newPassword && <PasswordRules password={form.newPassword} />}
          {field('confirmPassword', texts.dialog.confirmPassword, 'password')}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={saving}>
          {texts.dialog.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {texts.dialog.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
