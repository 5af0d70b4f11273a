import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import { materialCategoriesResource, type MaterialCategoryRecord, type SubcategoryItem } from '../../../domain/resources/materialCategories';
import { materialCategorySchema } from '../../../domain/resources/materialCategories.schema';
import { materialSubcategoriesResource } from '../../../domain/resources/materialSubcategories';
import { materialSubcategorySchema } from '../../../domain/resources/materialSubcategories.schema';
import { fill } from '../../../i18n/fill';
import { materials as texts } from '../../../i18n/tr/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { PageHeader } from '../../../ui/PageHeader';
import { requestErrorText } from '../../../ui/requestError';
import { TransferButtons } from '../../generic/TransferButtons';
import { PanelDeleteDialog } from '../PanelDeleteDialog';
import { useMaterialCategories } from '../useMaterialCategories';
import { usePanelWrites } from '../usePanelWrites';
import { CategoryCard } from './CategoryCard';
import { NameDialog } from './NameDialog';

const t = materialScreens.categories;
const categoryName = materialCategorySchema.pick({ name: true });
const subcategoryName = materialSubcategorySchema.pick({ name: true });

/** What the open name dialog does. */
type Naming =
  | { kind: 'addCategory' }
  | { kind: 'renameCategory'; category: MaterialCategoryRecord }
  | { kind: 'addSub'; category: MaterialCategoryRecord }
  | { kind: 'renameSub'; sub: SubcategoryItem };

type Deleting = { kind: 'category'; record: MaterialCategoryRecord } | { kind: 'sub'; record: SubcategoryItem };

/** Kategori Yönetimi: categories and their subcategories, added, renamed and deleted through the dataProvider. */
export const CategoryManagementPage = () => {
  const { categories, error, isPending } = useMaterialCategories();
  const categoryWrites = usePanelWrites(materialCategoriesResource);
  const subWrites = usePanelWrites(materialSubcategoriesResource);
  const [naming, setNaming] = useState<Naming | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const saveName = async (name: string) => {
    if (naming?.kind === 'addCategory') await categoryWrites.create({ name });
    else if (naming?.kind === 'renameCategory') await categoryWrites.update(naming.category, { name });
    else if (naming?.kind === 'addSub') await subWrites.create({ categoryId: naming.category.id, name });
    else if (naming?.kind === 'renameSub') await subWrites.update(naming.sub, { name });
    setNaming(null);
  };
  const confirmDelete = async () => {
    if (deleting?.kind === 'category') await categoryWrites.remove(deleting.record);
    else if (deleting?.kind === 'sub') await subWrites.remove(deleting.record);
    setDeleting(null);
  };

  const isSub = naming?.kind === 'addSub' || naming?.kind === 'renameSub';
  const renaming = naming?.kind === 'renameCategory' || naming?.kind === 'renameSub';
  const failed = isSub ? texts.subcategory : texts.category;
  const dialogTitle =
    naming?.kind === 'addCategory' ? t.add : naming?.kind === 'renameCategory' ? t.renameTitle : naming?.kind === 'addSub' ? `${naming.category.name} — ${t.addSub}` : t.renameSubTitle;
  const initialName = naming?.kind === 'renameCategory' ? naming.category.name : naming?.kind === 'renameSub' ? naming.sub.name : '';

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        icon={<CategoryIcon />}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <TransferButtons declaration={materialCategoriesResource} list={{ filter: {} }} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNaming({ kind: 'addCategory' })}>
              {t.add}
            </Button>
          </Box>
        }
      />
      {isPending && <LinearProgress />}
      {error != null && <Alert severity="error">{requestErrorText(error, t.loadFailed)}</Alert>}
      {categories?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t.empty}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {categories?.map((c) => (
          <CategoryCard
            key={c.id}
            category={c}
            onRename={() => setNaming({ kind: 'renameCategory', category: c })}
            onDelete={() => setDeleting({ kind: 'category', record: c })}
            onAddSub={() => setNaming({ kind: 'addSub', category: c })}
            onRenameSub={(sub) => setNaming({ kind: 'renameSub', sub })}
            onDeleteSub={(sub) => setDeleting({ kind: 'sub', record: sub })}
          />
        ))}
      </Box>
      <NameDialog
        open={!!naming}
        title={dialogTitle}
        label={isSub ? t.subName : t.name}
        initial={initialName}
        schema={isSub ? subcategoryName : categoryName}
        failedText={renaming ? failed.updateFailed : failed.createFailed}
        onSave={saveName}
        onClose={() => setNaming(null)}
      />
      <PanelDeleteDialog
        open={!!deleting}
        title={deleting?.kind === 'sub' ? t.deleteSubTitle : t.deleteTitle}
        body={fill(deleting?.kind === 'sub' ? t.deleteSubBody : t.deleteBody, { name: deleting?.record.name ?? '' })}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        failedText={deleting?.kind === 'sub' ? texts.subcategory.deleteFailed : texts.category.deleteFailed}
        onDelete={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
