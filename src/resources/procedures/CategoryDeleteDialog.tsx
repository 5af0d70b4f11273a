import { procedureCategoriesResource, type ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';
import { fill } from '../../i18n/fill';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { ResourceDeleteDialog } from '../../ui/ResourceDeleteDialog';
import { TOAST_3S } from './toastTiming';

const t = procedureScreens.deleteCategory;

/** Deletes a category and all its procedures on the server, after a warning that names how many. */
export const CategoryDeleteDialog = ({ category, onClose, onDeleted }: { category: ProcedureCategoryRecord; onClose: () => void; onDeleted: () => void }) => (
  <ResourceDeleteDialog
    resource={procedureCategoriesResource.name}
    record={category}
    warning
    title={t.title}
    body={fill(t.body, { name: category.name, count: category.procedureCount ?? category.procedures.length })}
    confirmLabel={t.confirm}
    cancelLabel={t.cancel}
    texts={{ done: texts.categoryDeleted, failed: texts.categoryDeleteFailed }}
    toastOptions={TOAST_3S}
    onClose={onClose}
    onDeleted={onDeleted}
  />
);
