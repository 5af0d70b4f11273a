import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useGetOne } from 'react-admin';
import { procedureCategoriesResource, type ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';
import type { ProcedureRecord } from '../../domain/resources/procedures';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { CategoryDeleteDialog } from './CategoryDeleteDialog';
import { CategoryFacts } from './CategoryFacts';
import { ProcedureDeleteDialog } from './ProcedureDeleteDialog';
import { ProcedureFormDialog } from './ProcedureFormDialog';
import { ProcedureListItem } from './ProcedureListItem';
import { TOAST_3S } from './toastTiming';

const t = procedureScreens.detail;

interface CategoryDetailDialogProps {
  categoryId: number;
  /** Every category, for the edit form's select. */
  categories: readonly Pick<ProcedureCategoryRecord, 'id' | 'name'>[];
  onClose: () => void;
}

/**
 * A category read afresh from the server (GET by id), with its procedures to edit or delete, and
 * its own deletion; a failure says 'Kategori yüklenemedi'. Every change refreshes what it shows.
 */
export const CategoryDetailDialog = ({ categoryId, categories, onClose }: CategoryDetailDialogProps) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const toast = useToast();
  const [editing, setEditing] = useState<ProcedureRecord | null>(null);
  const [deleting, setDeleting] = useState<ProcedureRecord | null>(null);
  const [deletingCategory, setDeletingCategory] = useState(false);
  // Paused while its deletion is asked: the refresh after it must not read the deleted category again.
  const { data: category, error } = useGetOne<ProcedureCategoryRecord>(
    procedureCategoriesResource.name,
    { id: categoryId },
    { enabled: !deletingCategory, retry: false, onError: (err) => toast.error(requestErrorText(err, texts.categoryLoadFailed), TOAST_3S) },
  );

  return (
    <>
      <Dialog open onClose={onClose} fullWidth fullScreen={fullScreen} maxWidth="md" aria-labelledby={titleId} data-testid="category-detail-dialog">
        <DialogTitle id={titleId} sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          {category?.name ?? (error ? texts.categoryLoadFailed : <Skeleton width={220} />)}
        </DialogTitle>
        <DialogContent dividers>
          {error && <Alert severity="error">{requestErrorText(error, texts.categoryLoadFailed)}</Alert>}
          {!error && !category && <Skeleton variant="rounded" height={160} />}
          {category && (
            <>
              <CategoryFacts category={category} />
              <Typography component="h3" sx={{ fontWeight: 700, mt: 2.5, mb: 0.5 }}>
                {t.procedures}
              </Typography>
              {category.procedures.length ? (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {category.procedures.map((p) => (
                    <ProcedureListItem key={p.id} procedure={p} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
                  ))}
                </Box>
              ) : (
                <Typography sx={{ color: 'text.secondary', py: 1 }}>{t.noProcedures}</Typography>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Button color="error" startIcon={<DeleteForeverIcon />} disabled={!category} onClick={() => setDeletingCategory(true)}>
            {t.deleteCategory}
          </Button>
          <Button variant="contained" disableElevation onClick={onClose}>
            {t.close}
          </Button>
        </DialogActions>
      </Dialog>
      {editing && <ProcedureFormDialog procedure={editing} categories={categories} onClose={() => setEditing(null)} />}
      {deleting && <ProcedureDeleteDialog procedure={deleting} onClose={() => setDeleting(null)} />}
      {deletingCategory && category && <CategoryDeleteDialog category={category} onClose={() => setDeletingCategory(false)} onDeleted={onClose} />}
    </>
  );
};
