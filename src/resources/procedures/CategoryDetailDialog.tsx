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
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { requestErrorText } from '../../ui/requestError';
import { CategoryDeleteDialog } from './CategoryDeleteDialog';
import { CategoryFacts } from './CategoryFacts';
import { ProcedureDeleteDialog } from './ProcedureDeleteDialog';
import { ProcedureFormDialog } from './ProcedureFormDialog';
import { ProcedureListItem } from './ProcedureListItem';
import type { Procedure, ProcedureCategory } from './procedureTypes';
import { useProcedureCategory } from './useProcedureCategory';

const t = procedureScreens.detail;

interface CategoryDetailDialogProps {
  categoryId: number;
  /** Every category, for the edit form's select. */
  categories: readonly Pick<ProcedureCategory, 'id' | 'name'>[];
  onClose: () => void;
  /** Something was saved: the page reloads its cards and counts. */
  onChanged: () => void;
}

/** A category read afresh from the server, with its procedures to edit or delete, and its own deletion. */
export const CategoryDetailDialog = ({ categoryId, categories, onClose, onChanged }: CategoryDetailDialogProps) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { category, error, reload } = useProcedureCategory(categoryId);
  const [editing, setEditing] = useState<Procedure | null>(null);
  const [deleting, setDeleting] = useState<Procedure | null>(null);
  const [deletingCategory, setDeletingCategory] = useState(false);

  const changed = () => {
    reload();
    onChanged();
  };

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
      {editing && <ProcedureFormDialog procedure={editing} categories={categories} onClose={() => setEditing(null)} onSaved={changed} />}
      {deleting && <ProcedureDeleteDialog procedure={deleting} onClose={() => setDeleting(null)} onDeleted={changed} />}
      {deletingCategory && category && (
        <CategoryDeleteDialog
          category={category}
          onClose={() => setDeletingCategory(false)}
          onDeleted={() => {
            onChanged();
            onClose();
          }}
        />
      )}
    </>
  );
};
