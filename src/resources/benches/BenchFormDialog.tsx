import { useEffect } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import { benchesResource, type BenchRecord } from '../../domain/resources/benches';
import { adminScreens } from '../../i18n/tr/adminScreens';
import { DialogActionRow } from '../../ui/DialogActionRow';
import { FormTextField } from '../../ui/FormTextField';
import { benchResolver, DEFAULT_COUNTER_STATUS, type BenchBody, type BenchFormValues } from './benchForm';

const texts = adminScreens.counters;
const nameLabel = benchesResource.fields.find((f) => f.source === 'name')!.label;

interface BenchFormDialogProps {
  open: boolean;
  /** The bench being edited; none when adding. */
  record: BenchRecord | null;
  busy: boolean;
  onSubmit: (data: BenchBody) => Promise<boolean>;
  onClose: () => void;
}

const valuesOf = (record: BenchRecord | null): BenchFormValues => ({ name: record?.name ?? '', status: record?.status ?? DEFAULT_COUNTER_STATUS });

/** The add and edit modal: the bench's name and its Aktif/Pasif switch, checked by the declared schema. */
export const BenchFormDialog = ({ open, record, busy, onSubmit, onClose }: BenchFormDialogProps) => {
  const { control, handleSubmit, reset } = useForm<BenchFormValues, unknown, BenchBody>({ resolver: benchResolver, defaultValues: valuesOf(record) });
  useEffect(() => {
    if (open) reset(valuesOf(record));
  }, [open, record, reset]);

  const submit = handleSubmit(async (body) => {
    if (await onSubmit(body)) onClose();
  });

  const title = record ? texts.editTitle : texts.addTitle;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, 'aria-label': title } as object }}>
      <DialogTitle sx={{ fontWeight: 700 }}>{title}</DialogTitle>
      <DialogContent>
        <FormTextField control={control} name="name" label={nameLabel} helperText=" " autoFocus fullWidth size="small" sx={{ mt: 1 }} slotProps={{ htmlInput: { maxLength: 120 } }} />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value === 'Aktif'} onChange={(e) => field.onChange(e.target.checked ? 'Aktif' : 'Pasif')} color="success" />}
              label={`${texts.statusFilter}: ${field.value}`}
            />
          )}
        />
      </DialogContent>
      <DialogActionRow cancelLabel={adminScreens.common.cancel} confirmLabel={record ? adminScreens.common.save : adminScreens.common.add} busy={busy} onCancel={onClose} />
    </Dialog>
  );
};
