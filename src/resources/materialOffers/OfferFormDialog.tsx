import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useCreate, useUpdate } from 'react-admin';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MaterialRecord } from '../../domain/resources/materials';
import { materialOffersResource, type MaterialOfferRecord } from '../../domain/resources/materialOffers';
import { turkishNumberText } from '../../domain/turkishNumber';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { FormDialog } from '../../ui/FormDialog';
import { ResourceSearchPicker } from '../../ui/ResourceSearchPicker';
import { TurkishNumberField } from '../../ui/TurkishNumberField';
import { useToast } from '../../ui/ToastProvider';
import { requestErrorText } from '../../ui/requestError';
import { offerFormSchema, type OfferFormBody, type OfferFormValues } from './offerForm';

const t = texts.screens;
const f = texts.fields;
const EMPTY: OfferFormValues = { materialId: '', pricePerKg: '', validUntil: '', note: '' };

/** The picked material as the picker keeps it: enough to show its name again. */
type PickedMaterial = Pick<MaterialRecord, 'id' | 'name'>;

/**
 * A supplier's offer, new or a pending one changed: the catalogue material searched by name, the
 * price typed the Turkish way, an optional last day and note. The declared schema decides.
 */
export const OfferFormDialog = ({ open, record, onClose }: { open: boolean; record: MaterialOfferRecord | null; onClose: () => void }) => {
  // The schema's input types its preprocessed fields as unknown; the form holds them as typed.
  const resolver = useMemo(() => zodResolver(offerFormSchema()) as unknown as Resolver<OfferFormValues, unknown, OfferFormBody>, []);
  const { control, handleSubmit, reset, setValue, formState } = useForm<OfferFormValues, unknown, OfferFormBody>({ resolver, defaultValues: EMPTY });
  const [material, setMaterial] = useState<PickedMaterial | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [create] = useCreate();
  const [update] = useUpdate();
  const toast = useToast();

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    setMaterial(record ? { id: record.materialId, name: record.material ?? '' } : null);
    reset(
      record
        ? { materialId: record.materialId, pricePerKg: turkishNumberText(record.pricePerKg, 2), validUntil: record.validUntil ?? '', note: record.note ?? '' }
        : EMPTY,
    );
  }, [open, record, reset]);

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const data = body;
    try {
      if (record) await update(materialOffersResource.name, { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      else await create(materialOffersResource.name, { data }, { returnPromise: true });
      toast.success(record ? texts.updated : texts.created);
      onClose();
    } catch (err) {
      setFailure(requestErrorText(err, record ? texts.updateFailed : texts.createFailed));
    }
  });
  const refused = Object.values(formState.errors).find((e) => e?.message)?.message;

  return (
    <FormDialog
      open={open}
      title={record ? t.editTitle : t.addTitle}
      saveLabel={t.save}
      cancelLabel={t.cancel}
      busy={formState.isSubmitting}
      error={refused ?? failure}
      maxWidth="xs"
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="offer-form"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ResourceSearchPicker<MaterialRecord>
          resource="materials"
          label={f.material}
          optionLabel={(m) => m.name}
          sort={{ field: 'name', order: 'ASC' }}
          value={material as MaterialRecord | null}
          onPick={(m) => {
            setMaterial(m);
            setValue('materialId', Number(m.id), { shouldValidate: formState.isSubmitted });
          }}
          onClear={() => {
            setMaterial(null);
            setValue('materialId', '');
          }}
          size="medium"
        />
        <Controller
          control={control}
          name="pricePerKg"
          render={({ field, fieldState }) => (
            <TurkishNumberField label={f.pricePerKg} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.invalid} minDecimals={2} required />
          )}
        />
        <Controller
          control={control}
          name="validUntil"
          render={({ field, fieldState }) => (
            <TextField
              label={f.validUntil}
              type="date"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.invalid}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        <Controller
          control={control}
          name="note"
          render={({ field, fieldState }) => (
            <TextField label={f.note} name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.invalid} multiline minRows={2} />
          )}
        />
      </Stack>
    </FormDialog>
  );
};
