import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { Dialog } from './Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { DialogActionRow } from './DialogActionRow';

interface DeleteConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** The server's reason for a refusal, shown inside: the dialog stays open. */
  error?: string | null;
  /** A red title with a warning sign, for a deletion that cannot be undone (users). */
  warning?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What the user must do besides confirming (typing a username). */
  children?: ReactNode;
}

/**
 * The question before a deletion, for every screen: texts come from the caller. It is a form, so
 * Enter confirms, and it cannot be dismissed while the deletion runs.
 */
export const DeleteConfirmDialog = ({ open, title, body, confirmLabel, cancelLabel, busy = false, error, warning = false, onConfirm, onClose, children }: DeleteConfirmDialogProps) => {
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {/* Inside the paper: a paper rendered as <form role="dialog"> is axe's 'aria-allowed-role'. */}
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ fontWeight: 700, ...(warning && { display: 'flex', alignItems: 'center', gap: 1, color: 'error.main' }) }}>
          {warning && <WarningAmberIcon />}
          {title}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: children || error ? 2 : 0, color: warning ? 'text.primary' : undefined }}>{body}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        {/* Focus opens on İptal (Enter at once must not delete), or on what the caller's part asks to be typed. */}
        <DialogActionRow cancelLabel={cancelLabel} confirmLabel={confirmLabel} busy={busy} color="error" onCancel={onClose} focusCancel={!children} />
      </form>
    </Dialog>
  );
};
