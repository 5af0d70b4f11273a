import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useRecordContext } from 'react-admin';
import { procedureCategoriesResource, type ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';
import { fill } from '../../i18n/fill';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { ResourceDeleteDialog } from '../../ui/ResourceDeleteDialog';
import { TOAST_3S } from './toastTiming';
import { formatCount } from '../../domain/format';

const t = procedureScreens.deleteCategory;

/**
 * 'Kategoriyi Sil' in a category's dialog (ResourceOverride deleteAction): the question names how
 * many procedures go with it (001 section 2.7), and the server deletes them all.
 */
export const CategoryDeleteButton = ({ onDeleted }: { onDeleted?: () => void }) => {
  const category = useRecordContext<ProcedureCategoryRecord>();
  const [asking, setAsking] = useState(false);
  if (!category) return null;
  return (
    <>
      <Button color="error" startIcon={<DeleteForeverIcon />} onClick={() => setAsking(true)}>
        {procedureScreens.detail.deleteCategory}
      </Button>
      {asking && (
        <ResourceDeleteDialog
          resource={procedureCategoriesResource.route}
          record={category}
          warning
          title={t.title}
          body={fill(t.body, { name: category.name, count: formatCount(category.procedureCount ?? category.procedures.length) })}
          confirmLabel={t.confirm}
          cancelLabel={t.cancel}
          texts={{ done: texts.categoryDeleted, failed: texts.categoryDeleteFailed }}
          toastOptions={TOAST_3S}
          onClose={() => setAsking(false)}
          onDeleted={() => onDeleted?.()}
        />
      )}
    </>
  );
};
