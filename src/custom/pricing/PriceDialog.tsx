import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../domain/format';
import { invoiceNumber, type PaymentJob } from '../../domain/pricing/payments';
import { moneySchema, toKurus } from '../../domain/resources/jobValues';
import { fill } from '../../i18n/fill';
import { pricing as texts } from '../../i18n/tr/pricing';
import { useToast } from '../../ui/ToastProvider';
import { DialogActionRow } from '../../ui/DialogActionRow';
import { setJobPrice } from './pricingApi';
import { serverReason } from './serverReason';

interface PriceDialogProps {
  job: PaymentJob;
  onClose: () => void;
  onSaved: () => void;
}

/** Unit price of a job, with its total (quantity × unit, in whole kuruş) shown as it is typed. */
export const PriceDialog = ({ job, onClose, onSaved }: PriceDialogProps) => {
  const titleId = useId();
  const toast = useToast();
  const [value, setValue] = useState(job.unitPrice ? String(job.unitPrice) : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = moneySchema.safeParse(value.replace(',', '.'));
  const unit = value.trim() && parsed.success ? parsed.data : null;
  const total = unit === null ? null : (toKurus(unit) * job.quantity) / 100;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (unit === null || total === null) {
      setError(parsed.success ? texts.priceDialog.failed : (parsed.error.issues[0]?.message ?? texts.priceDialog.failed));
      return;
    }
    setBusy(true);
    try {
      await setJobPrice(job.id, unit, total);
      toast.success(texts.priceDialog.updated, { duration: 3000 });
      onSaved();
    } catch (err) {
      setError(serverReason(err));
      toast.error(texts.priceDialog.failed, { duration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {texts.priceDialog.title} · {invoiceNumber(job.id)}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>
          {job.customer || '-'} · {job.description} · {texts.fields.quantity}: {job.quantity}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          label={texts.priceDialog.unitPrice}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          type="number"
          error={!!value.trim() && !parsed.success}
          helperText={value.trim() && !parsed.success ? parsed.error.issues[0]?.message : ' '}
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal', 'data-testid': 'unit-price' } }}
        />
        <Typography sx={{ fontWeight: 700, mt: 1 }} data-testid="price-total">
          {fill(texts.priceDialog.total, { total: formatMoney(total ?? 0) })}
        </Typography>
      </DialogContent>
      <DialogActionRow cancelLabel={texts.actions.cancel} confirmLabel={texts.actions.save} busy={busy} onCancel={onClose} />
    </Dialog>
  );
};
