import { fill } from '../../i18n/fill';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { deleteCategory } from './procedureApi';
import type { ProcedureCategory } from './procedureTypes';
import { useProcedureDeletion } from './useProcedureDeletion';

const t = procedureScreens.deleteCategory;

/** Deletes a category and all its procedures on the server, after a warning that names how many. */
export const CategoryDeleteDialog = ({ category, onClose, onDeleted }: { category: ProcedureCategory; onClose: () => void; onDeleted: () => void }) => {
  const { busy, error, confirm } = useProcedureDeletion(() => deleteCategory(category.id), { done: texts.categoryDeleted, failed: texts.categoryDeleteFailed }, onDeleted);
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
