import { useMemo, useState } from 'react';
import { useRefresh } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { istanbulToday } from '../../../domain/materials/calendarDays';
import type { MaterialPriceBody } from '../../../domain/materials/materialPrice';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { turkishNumberText } from '../../../domain/turkishNumber';
import { fill } from '../../../i18n/fill';
import { materials as texts } from '../../../i18n/tr/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { TurkishNumberField } from '../../../ui/TurkishNumberField';
import { requestErrorText } from '../../../ui/requestError';
import { boundField } from '../../../ui/boundField';
import { useToast } from '../../../ui/ToastProvider';
import { setMaterialPrice } from '../materialPanelCalls';
import { priceFormSchema, type PriceFormValues } from './priceForm';

const t = materialScreens.prices;

/** A new price per kg from a day on (today by default), checked with the server's own schema first; the list is read again after. */
export const PriceFormDialog = ({ material, onClose }: { material: MaterialRecord; onClose: () => void }) => {
  const toast = useToast();
  // The list's current prices come from the server.
  const refresh = useRefresh();
  const resolver = useMemo(() => zodResolver(priceFormSchema()), []);
  const { control, handleSubmit, formState } = useForm<PriceFormValues, unknown, MaterialPriceBody>({
    resolver,
    defaultValues: { pricePerKg: turkishNumberText(material.currentPricePerKg, 2), validFrom: istanbulToday() },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await setMaterialPrice(material.id, body);
      toast.success(texts.price.saved);
      refresh();
      onClose();
    } catch (err) {
      setFailure(requestErrorText(err, texts.price.saveFailed));
    }
  });
  const refused = formState.errors.pricePerKg?.message ?? formState.errors.validFrom?.message;
  return (
    <FormDialog
      open
      title={fill(t.newPriceTitle, { name: material.name })}
      saveLabel={t.save}
      cancelLabel={t.cancel}
      busy={formState.isSubmitting}
      error={refused ?? failure}
      maxWidth="xs"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller control={control} name="pricePerKg" render={(c) => <TurkishNumberField {...boundField(c)} label={t.pricePerKg} minDecimals={2} autoFocus required />} />
        <Controller
          control={control}
          name="validFrom"
          render={(c) => <TextField {...boundField(c)} label={t.validFrom} type="date" required slotProps={{ inputLabel: { shrink: true } }} />}
        />
      </Stack>
    </FormDialog>
  );
};
