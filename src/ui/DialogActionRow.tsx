import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';

interface DialogActionRowProps {
  cancelLabel: string;
  confirmLabel: string;
  busy?: boolean;
  /** Red for a destructive action, the theme's blue otherwise. */
  color?: 'primary' | 'error';
  onCancel: () => void;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** Focus on cancel as the dialog opens: the safe choice of a confirmation. */
  focusCancel?: boolean;
}

/** Cancel and confirm at the foot of a dialog; both wait while the action runs. */
export const DialogActionRow = ({ cancelLabel, confirmLabel, busy = false, color = 'primary', onCancel, onConfirm, focusCancel = false }: DialogActionRowProps) => (
  <DialogActions sx={{ px: 3, pb: 2.5 }}>
    <Button onClick={onCancel} disabled={busy} autoFocus={focusCancel}>
      {cancelLabel}
    </Button>
    <Button
      type={onConfirm ? 'button' : 'submit'}
      onClick={onConfirm}
      variant="contained"
      color={color}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {confirmLabel}
    </Button>
  </DialogActions>
);
