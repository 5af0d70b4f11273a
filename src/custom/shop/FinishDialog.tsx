import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ShopOperation } from '../../providers/shopMethods';
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

/** 'Bitir' asks for the good and the scrap quantity before the operation is done. */
export const FinishDialog = ({ operation, quantity, busy, onFinish, onClose }: FinishDialogProps) => {
  const { control, handleSubmit } = useForm<FinishFormInput, unknown, FinishFormValues>({
    resolver: zodResolver(finishForm),
    defaultValues: { goodQuantity: String(quantity), scrapQuantity: '0' },
  });
  return (
    <FormDialog title={`${t.finish.title}: ${operation.name}`} saveLabel={t.finish.save} cancelLabel={t.finish.cancel} busy={busy} onSubmit={handleSubmit(onFinish)} onClose={onClose} maxWidth="xs" testId="shop-finish-dialog">
      <FormTextField control={control} name="goodQuantity" label={t.finish.good} autoFocus {...bigField} />
      <FormTextField control={control} name="scrapQuantity" label={t.finish.scrap} {...bigField} />
    </FormDialog>
  );
};
