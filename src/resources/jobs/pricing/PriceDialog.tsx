import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { Dialog } from '../../../ui/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatCount, formatMoney } from '../../../domain/format';
import { invoiceNumber, type PaymentJob } from '../../../domain/pricing/payments';
import { moneySchema, toKurus } from '../../../domain/resources/jobValues';
import { parseTurkishNumber, turkishNumberText } from '../../../domain/turkishNumber';
import { fill } from '../../../i18n/fill';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { validation } from '../../../i18n/tr/validation';
import { useToast } from '../../../ui/ToastProvider';
import { DialogActionRow } from '../../../ui/DialogActionRow';
import { TurkishNumberField } from '../../../ui/TurkishNumberField';
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
  const [value, setValue] = useState(job.unitPrice ? turkishNumberText(job.unitPrice, 2) : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const typed = parseTurkishNumber(value);
  const parsed = moneySchema.safeParse(typed ?? undefined);
  // Unreadable text (NaN) is refused by the schema too, but for a reason of its own.
  const problem = !value.trim() || parsed.success ? null : Number.isNaN(typed) ? validation.numberUnreadable : (parsed.error.issues[0]?.message ?? texts.priceDialog.failed);
  const unit = value.trim() && parsed.success ? parsed.data : null;
  const total = unit === null ? null : (toKurus(unit) * job.quantity) / 100;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (unit === null || total === null) {
      setError(problem ?? texts.priceDialog.failed);
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
          {job.customer || '-'} · {job.description} · {texts.fields.quantity}: {formatCount(job.quantity)}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TurkishNumberField
          autoFocus
          fullWidth
          label={texts.priceDialog.unitPrice}
          value={value}
          onChange={(text) => {
            setValue(text);
            setError(null);
          }}
          minDecimals={2}
          error={!!problem}
          helperText={problem ?? ' '}
          htmlInput={{ 'data-testid': 'unit-price' }}
        />
        <Typography sx={{ fontWeight: 700, mt: 1 }} data-testid="price-total">
          {fill(texts.priceDialog.total, { total: formatMoney(total ?? 0) })}
        </Typography>
      </DialogContent>
      <DialogActionRow cancelLabel={texts.actions.cancel} confirmLabel={texts.actions.save} busy={busy} onCancel={onClose} />
    </Dialog>
  );
};
