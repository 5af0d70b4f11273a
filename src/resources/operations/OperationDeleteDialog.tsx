import { useState } from 'react';
import { useDelete, useRefresh } from 'react-admin';
import { fill } from '../../i18n/fill';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations as texts } from '../../i18n/tr/operations';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { operationsResource, type OperationRecord } from '../../domain/resources/operations';

const t = operationScreens.deleteDialog;

/** Deletes an operation after confirmation; one used by jobs is refused by the server with its reason. */
export const OperationDeleteDialog = ({ operation, onClose }: { operation: OperationRecord; onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [remove] = useDelete();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove(operationsResource.name, { id: operation.id, previousData: operation }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success(texts.deleted);
    } catch (err) {
      toast.error(requestErrorText(err, texts.deleteFailed));
    } finally {
      refresh();
      onClose();
    }
  };
  return <DeleteConfirmDialog open title={t.title} body={fill(t.body, { name: operation.name })} confirmLabel={t.confirm} cancelLabel={t.cancel} busy={busy} onConfirm={confirm} onClose={onClose} />;
};
