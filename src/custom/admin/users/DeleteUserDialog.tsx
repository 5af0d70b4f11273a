import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { fullNameOf, usernameOf } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { validation } from '../../../i18n/tr/validation';
import { deleteUser, type AdminUser } from './usersApi';
import { requestErrorText } from '../../../ui/requestError';
import { fill } from '../../../i18n/fill';

const texts = adminScreens.deleteUser;

interface DeleteUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onDeleted: (user: AdminUser) => void;
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
  messages: { deleted: string; deleteFailed: string };
}

/** Typing the username confirms a real DELETE /users/admin/{id}; a refusal (409) keeps the dialog open with the reason. */
export const DeleteUserDialog = ({ user, onClose, onDeleted, onSuccess, onError, messages }: DeleteUserDialogProps) => {
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    setTyped('');
    setMismatch(false);
    setRefusal(null);
  }, [user]);
  if (!user) return null;
  const username = usernameOf(user.email);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim() !== username) {
      setMismatch(true);
      return;
    }
    setDeleting(true);
    try {
      await deleteUser(user.id);
      onDeleted(user);
      onSuccess(messages.deleted);
    } catch (err) {
      const message = requestErrorText(err, messages.deleteFailed);
      setRefusal(message);
      onError(message);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog open onClose={deleting ? undefined : onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, 'aria-label': texts.title } as object }}>
      <DialogTitle sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, color: 'error.main' }}>
        <WarningAmberIcon /> {texts.title}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{fill(texts.warning, { name: fullNameOf(user) })}</Typography>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Typography sx={{ fontSize: 14, mb: 1 }}>
          {texts.prompt.split('%{username}')[0]}
          <Box component="code" sx={{ px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'grey.100', fontWeight: 700 }}>
            {username}
          </Box>
        </Typography>
        <TextField
          label={texts.confirmLabel}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setMismatch(false);
          }}
          error={mismatch}
          helperText={mismatch ? validation.usernameMismatch : ' '}
          autoComplete="off"
          autoFocus
          size="small"
          fullWidth
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={deleting}>
          {adminScreens.common.cancel}
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={deleting} startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
