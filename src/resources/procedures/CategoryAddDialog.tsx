import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { statusOf } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { FormDialog } from '../../ui/FormDialog';
import { createCategory } from './procedureApi';
import { categoryBodyOf, categoryFormErrors, type CategoryDraft, type CategoryFormErrors } from './procedureForm';
import { saveErrorText } from './saveErrorText';
import { TOAST_3S } from './toastTiming';

const t = procedureScreens.categoryForm;

/** 'Yeni Kategori Ekle' (001 sections 2.7, 5, 8). */
export const CategoryAddDialog = ({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) => {
  const toast = useToast();
  const [draft, setDraft] = useState<CategoryDraft>({ name: '', description: '' });
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<CategoryDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };
  const save = async () => {
    const found = categoryFormErrors(draft);
    setErrors(found);
    if (found.name) {
      // One message per failure: the toast, with each field's own text under it (no second copy in the dialog).
      toast.error(texts.fillAll, TOAST_3S);
      return;
    }
    setSaving(true);
    try {
      await createCategory(categoryBodyOf(draft));
      toast.success(texts.categoryCreated, TOAST_3S);
      onSaved();
      onClose();
    } catch (err) {
      const message = saveErrorText(err, { refused: texts.categoryCreateFailed, failed: texts.categoryAddError });
      // A name already taken (409) belongs next to the name.
      if (statusOf(err) === 409) setErrors({ name: message });
      toast.error(message, TOAST_3S);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog title={t.title} saveLabel={t.save} cancelLabel={t.cancel} busy={saving} onSubmit={save} onClose={onClose} testId="category-add-dialog">
      <TextField label={t.name} required autoFocus value={draft.name} onChange={(e) => change({ name: e.target.value })} error={!!errors.name} helperText={errors.name} slotProps={{ htmlInput: { maxLength: 120 } }} />
      {/* Labelled required as in the old client; the server keeps a blank one as none (001 section 5). */}
      <TextField label={t.description} required multiline minRows={3} value={draft.description} onChange={(e) => change({ description: e.target.value })} slotProps={{ htmlInput: { maxLength: 2000 } }} />
    </FormDialog>
  );
};
