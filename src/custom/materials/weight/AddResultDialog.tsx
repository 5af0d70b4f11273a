import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { DialogActionRow } from '../../../ui/DialogActionRow';
import { requestErrorText } from '../../../ui/requestError';
import { RemotePicker } from './RemotePicker';

const t = materialScreens.weight;

export interface PickedRecord {
  id: number;
  label: string;
}

interface AddResultDialogProps {
  open: boolean;
  title: string;
  pickerLabel: string;
  /** The list route for a search text; its rows under `envelope`. */
  url: (q: string) => string;
  envelope: string;
  optionLabel: (row: { id: number } & Record<string, unknown>) => string;
  /** The text that will be added, shown before it is. */
  preview: string;
  onAdd: (id: number) => Promise<void>;
  onClose: () => void;
}

/** Picks the job or project the result goes to, shows what will be written, and writes it. */
export const AddResultDialog = ({ open, title, pickerLabel, url, envelope, optionLabel, preview, onAdd, onClose }: AddResultDialogProps) => {
  const titleId = useId();
  const [picked, setPicked] = useState<({ id: number } & Record<string, unknown>) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setPicked(null);
      setError(null);
    }
  }, [open]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!picked) return setError(pickerLabel);
    setBusy(true);
    setError(null);
    try {
      await onAdd(picked.id);
    } catch (err) {
      setError(requestErrorText(err, t.addFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <DialogContentText sx={{ mb: 2, fontFamily: 'monospace', fontSize: 13, bgcolor: '#F8FAFC', p: 1.5, borderRadius: 1 }}>{preview}</DialogContentText>
        <RemotePicker label={pickerLabel} url={url} envelope={envelope} optionLabel={optionLabel} value={picked} onChange={setPicked} />
      </DialogContent>
      <DialogActionRow cancelLabel={t.cancel} confirmLabel={t.add} busy={busy} onCancel={onClose} />
    </Dialog>
  );
};
