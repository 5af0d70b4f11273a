import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { fill } from '../../i18n/fill';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations as texts } from '../../i18n/tr/operations';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { ConfirmDialog } from '../generic/ConfirmDialog';
import { deleteOperation } from './operationApi';
import type { OperationRecord } from './operationRecord';

const t = operationScreens.deleteDialog;

/** Deletes an operation after confirmation; one used by jobs is refused by the server with its reason. */
export const OperationDeleteDialog = ({ operation, onClose }: { operation: OperationRecord; onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteOperation(operation.id);
      toast.success(texts.deleted);
    } catch (err) {
      toast.error(requestErrorText(err, texts.deleteFailed));
    } finally {
      refresh();
      onClose();
    }
  };
  return <ConfirmDialog open title={t.title} body={fill(t.body, { name: operation.name })} confirmLabel={t.confirm} cancelLabel={t.cancel} busy={busy} onConfirm={confirm} onClose={onClose} />;
};
