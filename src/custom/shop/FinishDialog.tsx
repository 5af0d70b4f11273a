import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import type { ShopOperation } from '../../providers/shopMethods';
import { formatCount } from '../../domain/format';
import { fill } from '../../i18n/fill';
import { shopScreens as t } from '../../i18n/tr/shopScreens';
import { FormDialog } from '../../ui/FormDialog';
import { FormTextField } from '../../ui/FormTextField';
import { finishForm, type FinishFormInput, type FinishFormValues } from './shopForms';

interface FinishDialogProps {
  operation: ShopOperation;
  /** The job's quantity: the good count offered first. */
  quantity: number;
  busy: boolean;
  onFinish: (values: FinishFormValues) => void;
  onClose: () => void;
}

const bigField = { slotProps: { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', style: { fontSize: 28, padding: '14px 16px' } } } } as const;

/** A typed count as a number, or 0 while it is no whole number yet (the form's own rule says so). */
const countOf = (typed: string | undefined) => (/^\s*\d{1,9}\s*$/.test(typed ?? '') ? Number(typed) : 0);

/**
 * 'Bitir' asks for the good and the scrap quantity before the operation is done. Past the job's
 * quantity it warns and still lets the operator finish: an operation may run over its order.
 */
export const FinishDialog = ({ operation, quantity, busy, onFinish, onClose }: FinishDialogProps) => {
  const { control, handleSubmit } = useForm<FinishFormInput, unknown, FinishFormValues>({
    resolver: zodResolver(finishForm),
    defaultValues: { goodQuantity: String(quantity), scrapQuantity: '0' },
  });
  const [good, scrap] = useWatch({ control, name: ['goodQuantity', 'scrapQuantity'] });
  const total = countOf(good) + countOf(scrap);
  return (
    <FormDialog title={`${t.finish.title}: ${operation.name}`} saveLabel={t.finish.save} cancelLabel={t.finish.cancel} busy={busy} onSubmit={handleSubmit(onFinish)} onClose={onClose} maxWidth="xs" testId="shop-finish-dialog">
      <FormTextField control={control} name="goodQuantity" label={t.finish.good} autoFocus {...bigField} />
      <FormTextField control={control} name="scrapQuantity" label={t.finish.scrap} {...bigField} />
      {total > quantity && (
        <Alert severity="warning" data-testid="shop-finish-over-order">
          {fill(t.finish.overOrder, { total: formatCount(total), quantity: formatCount(quantity) })}
        </Alert>
      )}
    </FormDialog>
  );
};
