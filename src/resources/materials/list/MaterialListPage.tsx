import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useNavigate } from 'react-router-dom';
import { materialsResource, type MaterialRecord } from '../../../domain/resources/materials';
import { fill } from '../../../i18n/fill';
import { materials as texts } from '../../../i18n/tr/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { DeleteConfirmDialog } from '../../../ui/DeleteConfirmDialog';
import { PageHeader } from '../../../ui/PageHeader';
import { SearchField } from '../../../ui/SearchField';
import { useToast } from '../../../ui/ToastProvider';
import { requestErrorText } from '../../../ui/requestError';
import { TransferButtons } from '../../generic/TransferButtons';
import { useApi } from '../../../custom/pages/useApi';
import { MATERIAL_PAGE_SIZE, materialApi, type MaterialInput } from '../materialApi';
import { MATERIAL_PATHS } from '../materialPaths';
import { useMaterialCategories } from '../useMaterialCategories';
import { MaterialCardList } from './MaterialCardList';
import { MaterialFormDialog } from './MaterialFormDialog';
import { MaterialPager } from './MaterialPager';
import { MaterialTable } from './MaterialTable';
import { materialFormOf } from './materialForm';

const t = materialScreens.list;

const useDebounced = (value: string, ms: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};

/**
 * Malzemeleri Listele: search, category filter, '{n} malzeme bulundu', the table, paging of 50,
 * all on the server; add, edit and delete in dialogs. The add-material route opens with the add
 * form (startAdding).
 */
export const MaterialListPage = ({ startAdding = false }: { startAdding?: boolean }) => {
  const toast = useToast();
  const navigate = useNavigate();
  const { categories } = useMaterialCategories();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(startAdding);
  const [editing, setEditing] = useState<MaterialRecord | null>(null);
  const [deleting, setDeleting] = useState<MaterialRecord | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const editValues = useMemo(() => (editing ? materialFormOf(editing) : undefined), [editing]);
  useEffect(() => setAdding(startAdding), [startAdding]);
  useEffect(() => setPage(1), [q, categoryId]);
  const list = useApi<{ materials: MaterialRecord[]; total: number }>(materialApi.listUrl({ page, limit: MATERIAL_PAGE_SIZE, q, categoryId: categoryId || null }));
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MATERIAL_PAGE_SIZE));

  const askDelete = (m: MaterialRecord) => {
    setDeleteError(null);
    setDeleting(m);
  };
  const closeAdd = () => {
    setAdding(false);
    if (startAdding) navigate(MATERIAL_PATHS.list);
  };
  const create = async (input: MaterialInput) => {
    const res = await materialApi.create(input);
    toast.success(res.message ?? texts.created);
    closeAdd();
    list.reload();
  };
  const save = async (input: MaterialInput) => {
    const res = await materialApi.update(editing!.id, input);
    toast.success(res.message ?? texts.updated);
    setEditing(null);
    list.reload();
  };
  const remove = async () => {
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      const res = await materialApi.remove(deleting!.id);
      toast.success(res.message ?? texts.deleted);
      setDeleting(null);
      // The last row of a page gone: show the page before.
      if (list.data?.materials.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    } catch (err) {
      setDeleteError(requestErrorText(err, texts.deleteFailed));
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t.title}
        icon={<ListAltIcon />}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {/* The same search, category and order as the list on screen. */}
            <TransferButtons declaration={materialsResource} list={{ filter: { q: q.trim(), categoryId: categoryId || undefined }, sort: { field: 'addedDate', order: 'DESC' } }} onImported={list.reload} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={!categories}>
              {t.add}
            </Button>
          </Box>
        }
      />
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, alignItems: 'center' }}>
          <SearchField value={search} onChange={setSearch} placeholder={t.search} />
          <TextField
            select
            size="small"
            label={t.categoryFilter}
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value === '' ? '' : Number(e.target.value))}
            sx={{ minWidth: 200, bgcolor: '#fff' }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t.allCategories}</MenuItem>
            {categories?.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Typography data-testid="material-count" sx={{ ml: { sm: 'auto' }, color: 'text.secondary', fontWeight: 600 }} aria-live="polite">
            {list.data && fill(t.found, { count: total })}
          </Typography>
        </Box>
        {list.isPending && <LinearProgress />}
        {list.error && (
          <Alert severity="error" sx={{ m: 2 }}>
            {requestErrorText(list.error, t.loadFailed)}
          </Alert>
        )}
        {list.data && total === 0 && <Typography sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>{t.empty}</Typography>}
        {list.data && total > 0 && (
          <>
            {phone ? <MaterialCardList rows={list.data.materials} onEdit={setEditing} onDelete={askDelete} /> : <MaterialTable rows={list.data.materials} onEdit={setEditing} onDelete={askDelete} />}
            <MaterialPager page={page} pages={pages} onPage={setPage} />
          </>
        )}
      </Paper>
      <MaterialFormDialog open={adding && !!categories} categories={categories ?? []} onSave={create} onClose={closeAdd} />
      <MaterialFormDialog open={!!editing} initial={editValues} categories={categories ?? []} onSave={save} onClose={() => setEditing(null)} />
      <DeleteConfirmDialog
        open={!!deleting}
        title={materialScreens.remove.title}
        body={fill(materialScreens.remove.body, { name: deleting?.name ?? '' })}
        confirmLabel={materialScreens.remove.confirm}
        cancelLabel={materialScreens.remove.cancel}
        busy={deleteBusy}
        error={deleteError}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

/** Malzeme Ekle: the list with the add form open. */
export const AddMaterialPage = () => <MaterialListPage startAdding />;
