import { useRefresh, useUpdate } from 'react-admin';
import { operationsResource, type OperationRecord } from '../../domain/resources/operations';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations as texts } from '../../i18n/tr/operations';
import { FormDialog } from '../../ui/FormDialog';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { operationFormValues, type OperationBody } from './operationForm';
import { OperationFormFields } from './OperationFormFields';
import { useOperationCatalogue } from './useOperationCatalogue';
import { useOperationForm } from './useOperationForm';

const t = operationScreens.form;

/** Edits name, description and status; the ID is shown read-only (001 section 2.6). */
export const OperationEditDialog = ({ operation, onClose }: { operation: OperationRecord; onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const { names } = useOperationCatalogue();
  const { control, handleSubmit, formState } = useOperationForm(operationFormValues(operation), { queued: [], catalogue: names, editingId: operation.id });

  const save = async (body: OperationBody) => {
    try {
      await update(operationsResource.name, { id: operation.id, data: body, previousData: operation }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success(texts.updated);
      onClose();
    } catch (err) {
      toast.error(requestErrorText(err, texts.updateFailed));
    } finally {
      refresh();
    }
  };

  return (
    <FormDialog title={t.editTitle} saveLabel={t.save} cancelLabel={t.cancel} busy={formState.isSubmitting} onSubmit={handleSubmit(save)} onClose={onClose}>
      <OperationFormFields id={operation.id} control={control} />
    </FormDialog>
  );
};
