import { useForm } from 'react-hook-form';
import { useCreate, useRefresh, useUpdate } from 'react-admin';
import { proceduresResource, type ProcedureRecord } from '../../domain/resources/procedures';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { fieldErrorsOf } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { FormDialog } from '../../ui/FormDialog';
import { emptyProcedureValues, procedureFormValues, procedureResolver, type ProcedureBody, type ProcedureFormValues } from './procedureForm';
import { ProcedureFormFields } from './ProcedureFormFields';
import { saveErrorText } from './saveErrorText';
import { TOAST_3S } from './toastTiming';

const t = procedureScreens.procedureForm;

interface ProcedureFormDialogProps {
  /** The procedure to edit; absent to add one. */
  procedure?: ProcedureRecord;
  /** The category chosen beforehand when adding. */
  categoryId?: number;
  onClose: () => void;
}

/** The add and edit procedure dialogs (001 sections 2.7, 5, 8), through the declared resource. */
export const ProcedureFormDialog = ({ procedure, categoryId, onClose }: ProcedureFormDialogProps) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [update] = useUpdate();
  const mode = procedure ? 'edit' : 'add';
  const { control, handleSubmit, setError, formState } = useForm<ProcedureFormValues, unknown, ProcedureBody>({
    resolver: procedureResolver(mode),
    defaultValues: procedure ? procedureFormValues(procedure) : emptyProcedureValues(categoryId ?? ''),
  });

  const save = async (body: ProcedureBody) => {
    try {
      const resource = proceduresResource.route;
      if (procedure) await update(resource, { id: procedure.id, data: body, previousData: procedure }, { mutationMode: 'pessimistic', returnPromise: true });
      else await create(resource, { data: body }, { returnPromise: true });
      toast.success(procedure ? texts.procedureUpdated : texts.procedureCreated, TOAST_3S);
      // The category cards, counts and the open category all show procedures: refetch them.
      refresh();
      onClose();
    } catch (err) {
      for (const [field, message] of Object.entries(fieldErrorsOf(err))) setError(field as keyof ProcedureFormValues, { message });
      const message = procedure
        ? saveErrorText(err, { refused: texts.procedureUpdateFailed, failed: texts.procedureUpdateFailed })
        : saveErrorText(err, { refused: texts.procedureCreateFailed, failed: texts.procedureAddError });
      toast.error(message, TOAST_3S);
    }
  };
  // One message per failure: the toast, with each field's own text under it (no second copy in the dialog).
  const refuse = () => toast.error(texts.fillAll, TOAST_3S);

  return (
    <FormDialog
      title={procedure ? t.editTitle : t.addTitle}
      saveLabel={procedure ? t.save : t.add}
      cancelLabel={t.cancel}
      busy={formState.isSubmitting}
      onSubmit={handleSubmit(save, refuse)}
      onClose={onClose}
      testId={procedure ? 'procedure-edit-dialog' : 'procedure-add-dialog'}
    >
      <ProcedureFormFields mode={mode} control={control} />
    </FormDialog>
  );
};
