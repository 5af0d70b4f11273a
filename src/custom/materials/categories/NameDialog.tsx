import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { DialogActionRow } from '../../../ui/DialogActionRow';
import { requestErrorText } from '../../../ui/requestError';

interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial?: string;
  /** The text when the name is blank (the server says the same). */
  requiredText: string;
  failedText: string;
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/** One name to type: adding or renaming a category or a subcategory. The server's refusal shows inside. */
export const NameDialog = ({ open, title, label, initial = '', requiredText, failedText, onSave, onClose }: NameDialogProps) => {
  const titleId = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setError(null);
    }
  }, [open, initial]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(requiredText);
    setBusy(true);
    try {
      await onSave(name.trim());
    } catch (err) {
      setError(requestErrorText(err, failedText));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <TextField label={label} value={name} onChange={(e) => setName(e.target.value)} fullWidth autoFocus required sx={{ mt: 1 }} slotProps={{ htmlInput: { maxLength: 120 } }} />
      </DialogContent>
      <DialogActionRow cancelLabel={materialScreens.categories.cancel} confirmLabel={materialScreens.categories.save} busy={busy} onCancel={onClose} />
    </Dialog>
  );
};
