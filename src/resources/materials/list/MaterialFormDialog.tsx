import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MaterialCategoryRecord } from '../../../domain/resources/materialCategories';
import { materialSchema, type MaterialBody } from '../../../domain/resources/materials.schema';
import { materials as texts } from '../../../i18n/tr/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { TurkishNumberField } from '../../../ui/TurkishNumberField';
import { boundField } from '../../../ui/boundField';
import { requestErrorText } from '../../../ui/requestError';
import { emptyMaterialForm, materialFormSchema, type MaterialFormValues } from './materialForm';

const t = materialScreens.form;
const FIELDS = ['name', 'categoryId', 'subCategoryId', 'density'] as const;

interface MaterialFormDialogProps {
  open: boolean;
  /** The record's values when editing; absent when adding. */
  initial?: MaterialFormValues;
  categories: readonly MaterialCategoryRecord[];
  /** The declared body's schema; a test hands another to see the form follow it. */
  schema?: typeof materialSchema;
  onSave: (body: MaterialBody) => Promise<void>;
  onClose: () => void;
}

/**
 * Add and edit (001 sections 2.8, 5): the subcategory select stays disabled until a category is
 * chosen and is cleared whenever the category changes; the first refused field's text shows on top.
 */
export const MaterialFormDialog = ({ open, initial, categories, schema = materialSchema, onSave, onClose }: MaterialFormDialogProps) => {
  const resolver = useMemo(() => zodResolver(materialFormSchema(schema)), [schema]);
  const { control, handleSubmit, reset, setValue, watch, formState } = useForm<MaterialFormValues, unknown, MaterialBody>({ resolver, defaultValues: initial ?? emptyMaterialForm });
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    reset(initial ?? emptyMaterialForm);
    setFailure(null);
  }, [open, initial, reset]);
  const categoryId = watch('categoryId');
  const subcategories = categories.find((c) => c.id === categoryId)?.subcategories ?? [];
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSave(body);
    } catch (err) {
      setFailure(requestErrorText(err, initial ? texts.updateFailed : texts.createFailed));
    }
  });
  const refused = FIELDS.map((f) => formState.errors[f]?.message).find(Boolean);

  return (
    <FormDialog
      open={open}
      title={initial ? t.editTitle : t.addTitle}
      saveLabel={initial ? t.save : t.add}
      cancelLabel={t.cancel}
      busy={formState.isSubmitting}
      error={refused ?? failure}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          control={control}
          name="name"
          render={(c) => <TextField {...boundField(c)} label={t.name} required autoFocus slotProps={{ htmlInput: { maxLength: schema.shape.name.maxLength ?? undefined } }} />}
        />
        <Controller
          control={control}
          name="categoryId"
          render={(c) => (
            <TextField
              select
              {...boundField(c)}
              label={t.category}
              // 001 section 4: changing the category clears the subcategory.
              onChange={(e) => {
                c.field.onChange(Number(e.target.value));
                setValue('subCategoryId', '');
              }}
              required
            >
              {categories.map((cat) => (
                <MenuItem key={cat.id} value={cat.id}>
                  {cat.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="subCategoryId"
          render={(c) => (
            <TextField
              select
              {...boundField(c)}
              label={t.subCategory}
              onChange={(e) => c.field.onChange(Number(e.target.value))}
              disabled={categoryId === ''}
              helperText={categoryId === '' ? t.chooseSubcategory : undefined}
              required
            >
              {subcategories.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="density"
          render={(c) => <TurkishNumberField {...boundField(c)} label={t.density} required />}
        />
      </Stack>
    </FormDialog>
  );
};
