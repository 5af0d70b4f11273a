import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { Dialog } from './Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DialogActionRow } from './DialogActionRow';
import { useFocusFirstField } from './useFocusFirstField';

interface FormDialogProps {
  /** Kept mounted and opened by its caller; left out, the dialog is open while it is rendered. */
  open?: boolean;
  title: string;
  saveLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** The server's refusal, shown above the fields: the dialog stays open. */
  error?: string | null;
  maxWidth?: 'xs' | 'sm' | 'md';
  onSubmit: () => void;
  onClose: () => void;
  testId?: string;
  children: ReactNode;
}

// The form inside the paper (a paper rendered as <form role="dialog"> is axe's 'aria-allowed-role'): as a column, the fields scroll and the buttons stay put.
const FORM_FILLS_PAPER = { '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } } as const;

/** A dialog that is a form: Enter saves, it cannot be dismissed while saving, full screen on a phone. */
export const FormDialog = ({ open = true, title, saveLabel, cancelLabel, busy, error, maxWidth = 'sm', onSubmit, onClose, testId, children }: FormDialogProps) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const focusFirstField = useFocusFirstField();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      data-testid={testId}
      slotProps={{ paper: { sx: FORM_FILLS_PAPER } }}
    >
      <form ref={focusFirstField} onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {title}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActionRow cancelLabel={cancelLabel} confirmLabel={saveLabel} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
