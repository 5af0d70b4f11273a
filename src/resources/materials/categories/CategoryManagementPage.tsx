import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import { materialCategoriesResource, type MaterialCategoryRecord, type SubcategoryItem } from '../../../domain/resources/materialCategories';
import { fill } from '../../../i18n/fill';
import { materials as texts } from '../../../i18n/tr/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { DeleteConfirmDialog } from '../../../ui/DeleteConfirmDialog';
import { PageHeader } from '../../../ui/PageHeader';
import { useToast } from '../../../ui/ToastProvider';
import { requestErrorText } from '../../../ui/requestError';
import { TransferButtons } from '../../generic/TransferButtons';
import { materialApi } from '../materialApi';
import { useMaterialCategories } from '../useMaterialCategories';
import { CategoryCard } from './CategoryCard';
import { NameDialog } from './NameDialog';

const t = materialScreens.categories;

/** What the open name dialog does. */
type Naming =
  | { kind: 'addCategory' }
  | { kind: 'renameCategory'; category: MaterialCategoryRecord }
  | { kind: 'addSub'; category: MaterialCategoryRecord }
  | { kind: 'renameSub'; sub: SubcategoryItem };

type Deleting = { kind: 'category'; id: number; name: string } | { kind: 'sub'; id: number; name: string };

/** Kategori Yönetimi: categories and their subcategories, added, renamed and deleted on the server. */
export const CategoryManagementPage = () => {
  const toast = useToast();
  const { categories, error, reload, isPending } = useMaterialCategories();
  const [naming, setNaming] = useState<Naming | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const saveName = async (name: string) => {
    if (!naming) return;
    const res =
      naming.kind === 'addCategory'
        ? await materialApi.createCategory(name)
        : naming.kind === 'renameCategory'
          ? await materialApi.renameCategory(naming.category.id, name)
          : naming.kind === 'addSub'
            ? await materialApi.createSubcategory(naming.category.id, name)
            : await materialApi.renameSubcategory(naming.sub.id, name);
    toast.success(res.message);
    setNaming(null);
    reload();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      const res = deleting.kind === 'category' ? await materialApi.removeCategory(deleting.id) : await materialApi.removeSubcategory(deleting.id);
      toast.success(res.message);
      setDeleting(null);
      reload();
    } catch (err) {
      setDeleteError(requestErrorText(err, deleting.kind === 'category' ? texts.category.deleteFailed : texts.subcategory.deleteFailed));
    } finally {
      setDeleteBusy(false);
    }
  };
  const openDelete = (d: Deleting) => {
    setDeleteError(null);
    setDeleting(d);
  };

  const isSub = naming?.kind === 'addSub' || naming?.kind === 'renameSub';
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
            <TransferButtons declaration={materialCategoriesResource} list={{ filter: {} }} onImported={reload} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNaming({ kind: 'addCategory' })}>
              {t.add}
            </Button>
          </Box>
        }
      />
      {isPending && !categories && <LinearProgress />}
      {error && <Alert severity="error">{requestErrorText(error, t.loadFailed)}</Alert>}
      {categories?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t.empty}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {categories?.map((c) => (
          <CategoryCard
            key={c.id}
            category={c}
            onRename={() => setNaming({ kind: 'renameCategory', category: c })}
            onDelete={() => openDelete({ kind: 'category', id: c.id, name: c.name })}
            onAddSub={() => setNaming({ kind: 'addSub', category: c })}
            onRenameSub={(sub) => setNaming({ kind: 'renameSub', sub })}
            onDeleteSub={(sub) => openDelete({ kind: 'sub', id: sub.id, name: sub.name })}
          />
        ))}
      </Box>
      <NameDialog
        open={!!naming}
        title={dialogTitle}
        label={isSub ? t.subName : t.name}
        initial={initialName}
        requiredText={isSub ? texts.subcategory.nameRequired : texts.category.nameRequired}
        failedText={isSub ? texts.subcategory.createFailed : texts.category.createFailed}
        onSave={saveName}
        onClose={() => setNaming(null)}
      />
      <DeleteConfirmDialog
        open={!!deleting}
        title={deleting?.kind === 'sub' ? t.deleteSubTitle : t.deleteTitle}
        body={fill(deleting?.kind === 'sub' ? t.deleteSubBody : t.deleteBody, { name: deleting?.name ?? '' })}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        busy={deleteBusy}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
