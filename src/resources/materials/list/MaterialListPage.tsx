import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useNavigate } from 'react-router-dom';
import { materialsResource, type MaterialRecord } from '../../../domain/resources/materials';
import type { MaterialBody } from '../../../domain/resources/materials.schema';
import { fill } from '../../../i18n/fill';
import { materials as texts } from '../../../i18n/tr/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { PageHeader } from '../../../ui/PageHeader';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { requestErrorText } from '../../../ui/requestError';
import { TransferButtons } from '../../generic/TransferButtons';
import { MATERIAL_PATHS } from '../materialPaths';
import { PanelDeleteDialog } from '../PanelDeleteDialog';
import { useMaterialCategories } from '../useMaterialCategories';
import { usePanelWrites } from '../usePanelWrites';
import { MaterialCardList } from './MaterialCardList';
import { MaterialFilterBar } from './MaterialFilterBar';
import { MaterialFormDialog } from './MaterialFormDialog';
import { MaterialPager } from './MaterialPager';
import { MaterialTable } from './MaterialTable';
import { materialFormOf } from './materialForm';
import { useMaterialPage } from './useMaterialPage';

const t = materialScreens.list;

/**
 * Malzemeleri Listele: search, category filter, '{n} malzeme bulundu', the table, paging of 50,
 * all on the server through the dataProvider; add, edit and delete in dialogs. The add-material
 * route opens with the add form (startAdding).
 */
export const MaterialListPage = ({ startAdding = false }: { startAdding?: boolean }) => {
  const navigate = useNavigate();
  const { categories } = useMaterialCategories();
  const writes = usePanelWrites(materialsResource);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(startAdding);
  const [editing, setEditing] = useState<MaterialRecord | null>(null);
  const [deleting, setDeleting] = useState<MaterialRecord | null>(null);
  const editValues = useMemo(() => (editing ? materialFormOf(editing) : undefined), [editing]);
  useEffect(() => setAdding(startAdding), [startAdding]);
  useEffect(() => setPage(1), [q, categoryId]);
  const list = useMaterialPage({ page, q, categoryId });

  const closeAdd = () => {
    setAdding(false);
    if (startAdding) navigate(MATERIAL_PATHS.list);
  };
  const create = async (body: MaterialBody) => {
    await writes.create(body);
    closeAdd();
  };
  const save = async (body: MaterialBody) => {
    await writes.update(editing!, body);
    setEditing(null);
  };
  const remove = async () => {
    await writes.remove(deleting!);
    setDeleting(null);
    // The last row of a page gone: show the page before.
    if (list.rows?.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <>
      <PageHeader
        title={t.title}
        icon={<ListAltIcon />}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {/* The same search, category and order as the list on screen. */}
            <TransferButtons declaration={materialsResource} list={{ filter: list.filter, sort: materialsResource.defaultSort }} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={!categories}>
              {t.add}
            </Button>
          </Box>
        }
      />
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
        <MaterialFilterBar search={search} onSearch={setSearch} categoryId={categoryId} onCategory={setCategoryId} categories={categories} found={list.rows && fill(t.found, { count: list.total })} />
        {list.isPending && <LinearProgress />}
        {list.error != null && (
          <Alert severity="error" sx={{ m: 2 }}>
            {requestErrorText(list.error, t.loadFailed)}
          </Alert>
        )}
        {list.rows && list.total === 0 && <Typography sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>{t.empty}</Typography>}
        {list.rows && list.total > 0 && (
          <>
            {phone ? <MaterialCardList rows={list.rows} onEdit={setEditing} onDelete={setDeleting} /> : <MaterialTable rows={list.rows} onEdit={setEditing} onDelete={setDeleting} />}
            <MaterialPager page={page} pages={list.pages} onPage={setPage} />
          </>
        )}
      </Paper>
      <MaterialFormDialog open={adding && !!categories} categories={categories ?? []} onSave={create} onClose={closeAdd} />
      <MaterialFormDialog open={!!editing} initial={editValues} categories={categories ?? []} onSave={save} onClose={() => setEditing(null)} />
      <PanelDeleteDialog
        open={!!deleting}
        title={materialScreens.remove.title}
        body={fill(materialScreens.remove.body, { name: deleting?.name ?? '' })}
        confirmLabel={materialScreens.remove.confirm}
        cancelLabel={materialScreens.remove.cancel}
        failedText={texts.deleteFailed}
        onDelete={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

/** Malzeme Ekle: the list with the add form open. */
export const AddMaterialPage = () => <MaterialListPage startAdding />;
