import { useState } from 'react';
import { useDelete, useRefresh, type RaRecord } from 'react-admin';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { requestErrorText } from './requestError';
import { useToast, type ToastOptions } from './ToastProvider';

interface ResourceDeleteDialogProps {
  /** The declared resource's name. */
  resource: string;
  record: RaRecord;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  warning?: boolean;
  texts: { done: string; failed: string };
  toastOptions?: ToastOptions;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * The question, then the deletion through the dataProvider (pessimistic: the server decides), its
 * toast, and every query refreshed; a refusal keeps the server's reason in the open dialog.
 */
export const ResourceDeleteDialog = ({ resource, record, texts, toastOptions, onClose, onDeleted, ...question }: ResourceDeleteDialogProps) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await remove(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success(texts.done, toastOptions);
      refresh();
      onDeleted();
    } catch (err) {
      const message = requestErrorText(err, texts.failed);
      setError(message);
      toast.error(message, toastOptions);
    }
  };
  return <DeleteConfirmDialog open {...question} busy={isPending} error={error} onConfirm={() => void confirm()} onClose={onClose} />;
};
