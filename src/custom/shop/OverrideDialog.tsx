import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ShopOperation } from '../../providers/shopMethods';
import { shopScreens as t } from '../../i18n/tr/shopScreens';
import { FormDialog } from '../../ui/FormDialog';
import { FormTextField } from '../../ui/FormTextField';
import { overrideForm, type OverrideFormValues } from './shopForms';

interface OverrideDialogProps {
  operation: ShopOperation;
  busy: boolean;
  onStart: (reason: string) => void;
  onClose: () => void;
}

/** A master starts an operation before the one before it is done, with the reason the activity log keeps. */
export const OverrideDialog = ({ operation, busy, onStart, onClose }: OverrideDialogProps) => {
  const { control, handleSubmit } = useForm<OverrideFormValues>({ resolver: zodResolver(overrideForm), defaultValues: { reason: '' } });
  return (
    <FormDialog title={`${t.override.title}: ${operation.name}`} saveLabel={t.override.save} cancelLabel={t.override.cancel} busy={busy} onSubmit={handleSubmit(({ reason }) => onStart(reason))} onClose={onClose} testId="shop-override-dialog">
      <Alert severity="info">{t.override.hint}</Alert>
      <FormTextField control={control} name="reason" label={t.override.reason} multiline minRows={3} autoFocus />
    </FormDialog>
  );
};
