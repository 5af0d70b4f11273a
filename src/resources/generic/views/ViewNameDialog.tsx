import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { views as texts } from '../../../i18n/tr/views';
import { FormDialog } from '../../../ui/FormDialog';
import { requestErrorText } from '../../../ui/requestError';

interface ViewNameDialogProps {
  title: string;
  initialName?: string;
  /** Saves under the name; a refusal (a name taken) is shown in the dialog, which stays open. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks a view's name: to save the list as a new view, or to rename one. */
export const ViewNameDialog = ({ title, initialName = '', onSave, onClose }: ViewNameDialogProps) => {
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!name.trim()) return setError(texts.nameRequired);
    setBusy(true);
    setError(null);
    try {
      await onSave(name.trim());
      onClose();
    } catch (err) {
      setError(requestErrorText(err, texts.loadFailed));
      setBusy(false);
    }
  };
  return (
    <FormDialog title={title} saveLabel={texts.save} cancelLabel={texts.cancel} busy={busy} error={error} maxWidth="xs" onSubmit={() => void save()} onClose={onClose}>
      <TextField autoFocus fullWidth label={texts.nameLabel} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 80 } }} sx={{ mt: 1 }} />
    </FormDialog>
  );
};
