import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a destructive action; it cannot be dismissed while the action runs. */
export const ConfirmDialog = ({ open, title, body, confirmLabel, cancelLabel, busy, onConfirm, onClose }: ConfirmDialogProps) => (
  <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-dialog-title">
    <DialogTitle id="confirm-dialog-title" sx={{ fontWeight: 700 }}>
      {title}
    </DialogTitle>
    <DialogContent>
      <DialogContentText>{body}</DialogContentText>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button onClick={onConfirm} color="error" variant="contained" loading={busy} disableElevation>
        {confirmLabel}
      </Button>
    </DialogActions>
  </Dialog>
);
