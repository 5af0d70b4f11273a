import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MaterialCategoryRecord } from '../../../domain/resources/materialCategories';
import { materials as texts } from '../../../i18n/tr/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { parseTurkishNumber } from '../../../domain/turkishNumber';
import { validation } from '../../../i18n/tr/validation';
import { FormDialog } from '../../../ui/FormDialog';
import { TurkishNumberField } from '../../../ui/TurkishNumberField';
import { requestErrorText } from '../../../ui/requestError';
import type { MaterialInput } from '../materialApi';
import { emptyMaterialForm, materialInputOf, type MaterialFormValues } from './materialForm';

const t = materialScreens.form;

interface MaterialFormDialogProps {
  open: boolean;
  /** The record's values when editing; absent when adding. */
  initial?: MaterialFormValues;
  categories: readonly MaterialCategoryRecord[];
  onSave: (input: MaterialInput) => Promise<void>;
  onClose: () => void;
}

/**
 * Add and edit (001 sections 2.8, 5): the subcategory select stays disabled until a category is
 * chosen and is cleared whenever the category changes; a missing field shows the spec's text.
 */
export const MaterialFormDialog = ({ open, initial, categories, onSave, onClose }: MaterialFormDialogProps) => {
  const [values, setValues] = useState<MaterialFormValues>(initial ?? emptyMaterialForm);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(initial ?? emptyMaterialForm);
      setError(null);
    }
  }, [open, initial]);
  const subcategories = categories.find((c) => c.id === values.categoryId)?.subcategories ?? [];
  const set = (patch: Partial<MaterialFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    if (Number.isNaN(parseTurkishNumber(values.density))) return setError(validation.numberUnreadable);
    const input = materialInputOf(values);
    if (!input) return setError(texts.fillAll);
    setBusy(true);
    setError(null);
    try {
      await onSave(input);
    } catch (err) {
      setError(requestErrorText(err, initial ? texts.updateFailed : texts.createFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={initial ? t.editTitle : t.addTitle}
      saveLabel={initial ? t.save : t.add}
      cancelLabel={t.cancel}
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={t.name} value={values.name} onChange={(e) => set({ name: e.target.value })} required autoFocus slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField
          select
          label={t.category}
          value={values.categoryId}
          // 001 section 4: changing the category clears the subcategory.
          onChange={(e) => set({ categoryId: Number(e.target.value), subCategoryId: '' })}
          required
        >
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t.subCategory}
          value={values.subCategoryId}
          onChange={(e) => set({ subCategoryId: Number(e.target.value) })}
          disabled={values.categoryId === ''}
          helperText={values.categoryId === '' ? t.chooseSubcategory : undefined}
          required
        >
          {subcategories.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TurkishNumberField label={t.density} value={values.density} onChange={(density) => set({ density })} required />
      </Stack>
    </FormDialog>
  );
};
