import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { Dialog } from '../../../ui/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatMoney } from '../../../domain/format';
import { invoiceNumber, PAYMENT_METHODS, type PaymentJob, type PaymentMethod } from '../../../domain/pricing/payments';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { DialogActionRow } from '../../../ui/DialogActionRow';
import { useToast } from '../../../ui/ToastProvider';
import { markJobPaid } from './pricingApi';
import { serverReason } from './serverReason';

interface MarkPaidDialogProps {
  job: PaymentJob;
  onClose: () => void;
  onPaid: () => void;
}

/** The confirmation before a payment (001 section 5), with the method the payment was made by. */
export const MarkPaidDialog = ({ job, onClose, onPaid }: MarkPaidDialogProps) => {
  const titleId = useId();
  const toast = useToast();
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!method) {
      setError(texts.server.methodRequired);
      return;
    }
    setBusy(true);
    try {
      await markJobPaid(job.id, method);
      toast.success(texts.payDialog.done, { duration: 3000 });
      onPaid();
    } catch (err) {
      setError(serverReason(err));
      toast.error(texts.payDialog.failed, { duration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {texts.payDialog.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{texts.payDialog.question}</DialogContentText>
        <DialogContentText sx={{ mb: 2, fontWeight: 600, color: 'text.primary' }}>
          {invoiceNumber(job.id)} · {job.customer || '-'} · {formatMoney(job.totalPrice)}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          select
          fullWidth
          required
          label={texts.payDialog.method}
          value={method}
          onChange={(e) => {
            setMethod(e.target.value as PaymentMethod);
            setError(null);
          }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'payment-method' } as object } }}
        >
          {PAYMENT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {texts.methods[m]}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActionRow cancelLabel={texts.actions.cancel} confirmLabel={texts.actions.confirm} busy={busy} onCancel={onClose} />
    </Dialog>
  );
};
