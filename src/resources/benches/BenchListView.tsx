import { useState } from 'react';
import { Pagination, useListContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { benchesResource, type BenchRecord, type BenchStatus } from '../../domain/resources/benches';
import { adminScreens } from '../../i18n/tr/adminScreens';
import { fill } from '../../i18n/fill';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { TransferButtons } from '../generic/TransferButtons';
import { BenchCardList } from './BenchCardList';
import { BenchFilterBar } from './BenchFilterBar';
import { BenchFormDialog } from './BenchFormDialog';
import { BenchStats } from './BenchStats';
import { BenchTable } from './BenchTable';
import { useBenchMutations } from './useBenchMutations';

const texts = adminScreens.counters;

/** The benches page of 000 section 2: counts, search and filter, the table, and its modals. */
export const BenchListView = () => {
  const { data, isPending, error } = useListContext<BenchRecord>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const mutations = useBenchMutations();
  const [form, setForm] = useState<{ record: BenchRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<BenchRecord | null>(null);
  const records = data ?? [];
  const toggle = (record: BenchRecord, status: BenchStatus) => void mutations.save(record, { name: record.name, status });
  const rows = { records, busy: mutations.busy, onToggle: toggle, onEdit: (record: BenchRecord) => setForm({ record }), onDelete: setDeleting };

  return (
    <Box>
      <PageHeader
        title={benchesResource.label}
        subtitle={texts.subtitle}
        icon={<PrecisionManufacturingIcon />}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
            <TransferButtons declaration={benchesResource} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ record: null })} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {texts.add}
            </Button>
          </Box>
        }
      />
      <BenchStats />
      <BenchFilterBar />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {texts.loadFailed}
        </Alert>
      )}
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
        {isPending && (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Box>
        )}
        {!isPending && !error && records.length === 0 && <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{texts.empty}</Typography>}
        {records.length > 0 && (phone ? <BenchCardList {...rows} /> : <BenchTable {...rows} />)}
        <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
      </Paper>
      <BenchFormDialog
        open={!!form}
        record={form?.record ?? null}
        busy={mutations.busy}
        onSubmit={(values) => (form?.record ? mutations.save(form.record, values) : mutations.add(values))}
        onClose={() => setForm(null)}
      />
      <DeleteConfirmDialog
        open={!!deleting}
        title={texts.deleteTitle}
        body={fill(texts.deleteBody, { name: deleting?.name ?? '' })}
        confirmLabel={adminScreens.common.delete}
        cancelLabel={adminScreens.common.cancel}
        busy={mutations.busy}
        onConfirm={async () => {
          if (deleting && (await mutations.remove(deleting))) setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
