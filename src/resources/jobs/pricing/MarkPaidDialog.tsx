import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '../../../domain/format';
import { invoiceNumber, PAYMENT_METHODS, paymentMethodSchema, type PaymentJob, type PaymentMethod } from '../../../domain/pricing/payments';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { FormDialog } from '../../../ui/FormDialog';
import { FormTextField } from '../../../ui/FormTextField';
import { fieldErrorsOf } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { markJobPaid } from './pricingApi';
import { serverReason } from './serverReason';

interface MarkPaidDialogProps {
  job: PaymentJob;
  onClose: () => void;
  onPaid: () => void;
}

/** The method, held to the declared one PUT /prices/jobs/:id/complete takes: none chosen is refused with its text. */
const payForm = z.object({ paymentMethod: paymentMethodSchema });
type PayValues = { paymentMethod: PaymentMethod | '' };
// The select starts on none (''), which the schema refuses: its input is wider than the schema's own.
const payResolver = zodResolver(payForm) as unknown as Resolver<PayValues, unknown, z.output<typeof payForm>>;

/** The confirmation before a payment (001 section 5), with the method the payment was made by. */
export const MarkPaidDialog = ({ job, onClose, onPaid }: MarkPaidDialogProps) => {
  const toast = useToast();
  const form = useForm<PayValues, unknown, z.output<typeof payForm>>({ resolver: payResolver, defaultValues: { paymentMethod: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ paymentMethod }) => {
    setRefusal(null);
    try {
      await markJobPaid(job.id, paymentMethod);
      toast.success(texts.payDialog.done, { duration: 3000 });
      onPaid();
    } catch (err) {
      const atField = fieldErrorsOf(err).paymentMethod;
      if (atField) form.setError('paymentMethod', { type: 'server', message: atField });
      setRefusal(serverReason(err));
      toast.error(texts.payDialog.failed, { duration: 3000 });
    }
  });

  return (
    <FormDialog
      title={texts.payDialog.title}
      saveLabel={texts.actions.confirm}
      cancelLabel={texts.actions.cancel}
      busy={form.formState.isSubmitting}
      error={refusal}
      maxWidth="xs"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div>
        <DialogContentText sx={{ mb: 1 }}>{texts.payDialog.question}</DialogContentText>
        <DialogContentText sx={{ fontWeight: 600, color: 'text.primary' }}>
          {invoiceNumber(job.id)} · {job.customer || '-'} · {formatMoney(job.totalPrice)}
        </DialogContentText>
      </div>
      <FormTextField
        control={form.control}
        name="paymentMethod"
        select
        fullWidth
        required
        label={texts.payDialog.method}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'payment-method' } as object } }}
      >
        {PAYMENT_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {texts.methods[m]}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
};
