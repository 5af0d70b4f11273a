import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { FormDialog } from '../../../ui/FormDialog';
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
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setError(null);
    }
  }, [open, initial]);
  const submit = async () => {
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
    <FormDialog
      open={open}
      title={title}
      saveLabel={materialScreens.categories.save}
      cancelLabel={materialScreens.categories.cancel}
      busy={busy}
      error={error}
      maxWidth="xs"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField label={label} value={name} onChange={(e) => setName(e.target.value)} fullWidth autoFocus required slotProps={{ htmlInput: { maxLength: 120 } }} />
    </FormDialog>
  );
};
