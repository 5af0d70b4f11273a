import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fullNameOf, usernameOf } from '../../../domain/user';
import { fill } from '../../../i18n/fill';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { validation } from '../../../i18n/tr/validation';
import { DeleteConfirmDialog } from '../../../ui/DeleteConfirmDialog';
import { requestErrorText } from '../../../ui/requestError';
import { deleteUser, type AdminUser } from './usersApi';

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

  const confirm = async () => {
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
    <DeleteConfirmDialog
      open
      warning
      title={texts.title}
      body={fill(texts.warning, { name: fullNameOf(user) })}
      confirmLabel={texts.confirm}
      cancelLabel={adminScreens.common.cancel}
      busy={deleting}
      error={refusal}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
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
    </DeleteConfirmDialog>
  );
};
