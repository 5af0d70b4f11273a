import { useEffect, useMemo, useState } from 'react';
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
import { priceFormSchema, type PriceFormValues } from './priceForm';

const t = materialScreens.prices;

/** A new price per kg from a day on (today by default), checked with the server's own schema first. */
export const PriceFormDialog = ({ material, onSave, onClose }: { material: MaterialRecord | null; onSave: (body: MaterialPriceBody) => Promise<void>; onClose: () => void }) => {
  const resolver = useMemo(() => zodResolver(priceFormSchema()), []);
  const { control, handleSubmit, reset, formState } = useForm<PriceFormValues, unknown, MaterialPriceBody>({ resolver, defaultValues: { pricePerKg: '', validFrom: istanbulToday() } });
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!material) return;
    reset({ pricePerKg: turkishNumberText(material.currentPricePerKg, 2), validFrom: istanbulToday() });
    setFailure(null);
  }, [material, reset]);
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSave(body);
    } catch (err) {
      setFailure(requestErrorText(err, texts.price.saveFailed));
    }
  });
  const refused = formState.errors.pricePerKg?.message ?? formState.errors.validFrom?.message;
  return (
    <FormDialog
      open={!!material}
      title={fill(t.newPriceTitle, { name: material?.name ?? '' })}
      saveLabel={t.save}
      cancelLabel={t.cancel}
      busy={formState.isSubmitting}
      error={refused ?? failure}
      maxWidth="xs"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          control={control}
          name="pricePerKg"
          render={(c) => <TurkishNumberField {...boundField(c)} label={t.pricePerKg} minDecimals={2} autoFocus required />}
        />
        <Controller
          control={control}
          name="validFrom"
          render={(c) => <TextField {...boundField(c)} label={t.validFrom} type="date" required slotProps={{ inputLabel: { shrink: true } }} />}
        />
      </Stack>
    </FormDialog>
  );
};
