import { useState } from 'react';
import { fill } from '../../i18n/fill';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { deleteCategory } from './procedureApi';
import type { ProcedureCategory } from './procedureTypes';
import { TOAST_3S } from './toastTiming';

const t = procedureScreens.deleteCategory;

/** Deletes a category and all its procedures on the server, after a warning that names how many. */
export const CategoryDeleteDialog = ({ category, onClose, onDeleted }: { category: ProcedureCategory; onClose: () => void; onDeleted: () => void }) => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteCategory(category.id);
      toast.success(texts.categoryDeleted, TOAST_3S);
      onDeleted();
    } catch (err) {
      const message = requestErrorText(err, texts.categoryDeleteFailed);
      setError(message);
      toast.error(message, TOAST_3S);
    } finally {
      setBusy(false);
    }
  };
  return (
    <DeleteConfirmDialog
      open
      warning
      title={t.title}
      body={fill(t.body, { name: category.name, count: category.procedureCount ?? category.procedures.length })}
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
