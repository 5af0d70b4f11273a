import { useForm } from 'react-hook-form';
import { useCreate, useRefresh } from 'react-admin';
import { procedureCategoriesResource } from '../../domain/resources/procedureCategories';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { FormDialog } from '../../ui/FormDialog';
import { FormTextField } from '../../ui/FormTextField';
import { statusOf } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { categoryResolver, type CategoryBody, type CategoryFormValues } from './categoryForm';
import { saveErrorText } from './saveErrorText';
import { TOAST_3S } from './toastTiming';

const t = procedureScreens.categoryForm;

/** 'Yeni Kategori Ekle' (001 sections 2.7, 5, 8), checked by the declared schema. */
export const CategoryAddDialog = ({ onClose }: { onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [create] = useCreate();
  const { control, handleSubmit, setError, formState } = useForm<CategoryFormValues, unknown, CategoryBody>({ resolver: categoryResolver, defaultValues: { name: '', description: '' } });

  const save = async (body: CategoryBody) => {
    try {
      await create(procedureCategoriesResource.name, { data: body }, { returnPromise: true });
      toast.success(texts.categoryCreated, TOAST_3S);
      refresh();
      onClose();
    } catch (err) {
      const message = saveErrorText(err, { refused: texts.categoryCreateFailed, failed: texts.categoryAddError });
      // A name already taken (409) belongs next to the name.
      if (statusOf(err) === 409) setError('name', { message });
      toast.error(message, TOAST_3S);
    }
  };
  // One message per failure: the toast, with each field's own text under it (no second copy in the dialog).
  const refuse = () => toast.error(texts.fillAll, TOAST_3S);

  return (
    <FormDialog title={t.title} saveLabel={t.save} cancelLabel={t.cancel} busy={formState.isSubmitting} onSubmit={handleSubmit(save, refuse)} onClose={onClose} testId="category-add-dialog">
      <FormTextField control={control} name="name" label={t.name} required autoFocus slotProps={{ htmlInput: { maxLength: 120 } }} />
      {/* Labelled required as in the old client; the schema keeps a blank one as none (001 section 5). */}
      <FormTextField control={control} name="description" label={t.description} required multiline minRows={3} slotProps={{ htmlInput: { maxLength: 2000 } }} />
    </FormDialog>
  );
};
