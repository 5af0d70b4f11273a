import { useState, type MouseEvent } from 'react';
import { Button, ResourceContextProvider, useCanAccess, useRecordContext, useRefresh } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import type { MaterialCategoryRecord } from '../../../domain/resources/materialCategories';
import { materialSubcategoriesResource } from '../../../domain/resources/materialSubcategories';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { RecordFormDialog } from '../../generic/RecordFormDialog';

const t = materialScreens.categories;
const subcategories = materialSubcategoriesResource;

/** A category card's 'Alt Kategori Ekle': the subcategory's generated form, its category already chosen. */
export const AddSubcategoryButton = () => {
  const category = useRecordContext<MaterialCategoryRecord>();
  const { canAccess } = useCanAccess({ action: 'create', resource: subcategories.route });
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!category || !canAccess) return null;
  const show = (e: MouseEvent) => {
    e.stopPropagation();
    setOpen(true);
  };
  // The category's answer carries its subcategories: it is read again after the form closes.
  const close = () => {
    setOpen(false);
    refresh();
  };
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button label={t.addSub} onClick={show}>
        <AddIcon />
      </Button>
      {open && (
        <ResourceContextProvider value={subcategories.route}>
          <RecordFormDialog declaration={subcategories} defaults={{ categoryId: category.id }} title={`${category.name} — ${t.addSub}`} onClose={close} />
        </ResourceContextProvider>
      )}
    </span>
  );
};
