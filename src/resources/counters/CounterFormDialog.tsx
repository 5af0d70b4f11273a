import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { countersResource, type CounterRecord, type CounterStatus } from '../../domain/resources/counters';
import { adminScreens } from '../../i18n/tr/adminScreens';
import { counterNameError, DEFAULT_COUNTER_STATUS } from './counterForm';
import { DialogActionRow } from '../../ui/DialogActionRow';

const texts = adminScreens.counters;
const nameLabel = countersResource.fields.find((f) => f.source === 'name')!.label;

interface CounterFormDialogProps {
  open: boolean;
  /** The bench being edited; none when adding. */
  record: CounterRecord | null;
  busy: boolean;
  onSubmit: (data: { name: string; status: CounterStatus }) => Promise<boolean>;
  onClose: () => void;
}

/** The add and edit modal: the bench's name and its Aktif/Pasif switch. */
export const CounterFormDialog = ({ open, record, busy, onSubmit, onClose }: CounterFormDialogProps) => {
  const [name, setName] = useState('');
  const [status, setStatus] = useState<CounterStatus>(DEFAULT_COUNTER_STATUS);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setName(record?.name ?? '');
    setStatus(record?.status ?? DEFAULT_COUNTER_STATUS);
    setError(null);
  }, [open, record]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = counterNameError(name);
    setError(problem);
    if (problem) return;
    if (await onSubmit({ name: name.trim(), status })) onClose();
  };

  const title = record ? texts.editTitle : texts.addTitle;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, 'aria-label': title } as object }}>
      <DialogTitle sx={{ fontWeight: 700 }}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          label={nameLabel}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(counterNameError(e.target.value));
          }}
          error={!!error}
          helperText={error ?? ' '}
          autoFocus
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <FormControlLabel
          control={<Switch checked={status === 'Aktif'} onChange={(e) => setStatus(e.target.checked ? 'Aktif' : 'Pasif')} color="success" />}
          label={`${texts.statusFilter}: ${status}`}
        />
      </DialogContent>
      <DialogActionRow cancelLabel={adminScreens.common.cancel} confirmLabel={record ? adminScreens.common.save : adminScreens.common.add} busy={busy} onCancel={onClose} />
    </Dialog>
  );
};
