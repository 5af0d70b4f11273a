import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { formatCount, formatMoney } from '../../../domain/format';
import { invoiceNumber, type PaymentJob } from '../../../domain/pricing/payments';
import { turkishNumberText } from '../../../domain/turkishNumber';
import { fill } from '../../../i18n/fill';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { FormDialog } from '../../../ui/FormDialog';
import { FormTurkishNumberField } from '../../../ui/FormTurkishNumberField';
import { fieldErrorsOf } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { jobTotal, priceFormSchema, typedTotal, type PriceFormOutput, type PriceFormValues } from './priceForm';
import { setJobPrice } from './pricingApi';
import { serverReason } from './serverReason';

interface PriceDialogProps {
  job: PaymentJob;
  onClose: () => void;
  onSaved: () => void;
}

/** Unit price of a job, with its total (quantity × unit, in whole kuruş) shown as it is typed. */
export const PriceDialog = ({ job, onClose, onSaved }: PriceDialogProps) => {
  const toast = useToast();
  // Checked as typed, as the total is.
  const form = useForm<PriceFormValues, unknown, PriceFormOutput>({
    resolver: zodResolver(priceFormSchema),
    defaultValues: { unitPrice: job.unitPrice ? turkishNumberText(job.unitPrice, 2) : '' },
    mode: 'onChange',
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const total = typedTotal(useWatch({ control: form.control, name: 'unitPrice' }), job.quantity);

  const submit = form.handleSubmit(async ({ unitPrice }) => {
    setRefusal(null);
    try {
      await setJobPrice(job.id, unitPrice, jobTotal(unitPrice, job.quantity));
      toast.success(texts.priceDialog.updated, { duration: 3000 });
      onSaved();
    } catch (err) {
      const atField = fieldErrorsOf(err).unitPrice;
      if (atField) form.setError('unitPrice', { type: 'server', message: atField });
      setRefusal(serverReason(err));
      toast.error(texts.priceDialog.failed, { duration: 3000 });
    }
  });

  return (
    <FormDialog
      title={`${texts.priceDialog.title} · ${invoiceNumber(job.id)}`}
      saveLabel={texts.actions.save}
      cancelLabel={texts.actions.cancel}
      busy={form.formState.isSubmitting}
      error={refusal}
      maxWidth="xs"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        {job.customer || '-'} · {job.description} · {texts.fields.quantity}: {formatCount(job.quantity)}
      </Typography>
      <FormTurkishNumberField
        control={form.control}
        name="unitPrice"
        fullWidth
        label={texts.priceDialog.unitPrice}
        minDecimals={2}
        helperText=" "
        htmlInput={{ 'data-testid': 'unit-price' }}
      />
      <Typography sx={{ fontWeight: 700 }} data-testid="price-total">
        {fill(texts.priceDialog.total, { total: formatMoney(total ?? 0) })}
      </Typography>
    </FormDialog>
  );
};
