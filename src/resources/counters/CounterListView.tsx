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
import { countersResource, type CounterRecord, type CounterStatus } from '../../domain/resources/counters';
import { adminScreens } from '../../i18n/tr/adminScreens';
import { fill } from '../../i18n/fill';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { TransferButtons } from '../generic/TransferButtons';
import { CounterCardList } from './CounterCardList';
import { CounterFilterBar } from './CounterFilterBar';
import { CounterFormDialog } from './CounterFormDialog';
import { CounterStats } from './CounterStats';
import { CounterTable } from './CounterTable';
import { useCounterMutations } from './useCounterMutations';

const texts = adminScreens.counters;

/** The benches page of 000 section 2: counts, search and filter, the table, and its modals. */
export const CounterListView = () => {
  const { data, isPending, error } = useListContext<CounterRecord>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const mutations = useCounterMutations();
  const [form, setForm] = useState<{ record: CounterRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<CounterRecord | null>(null);
  const records = data ?? [];
  const toggle = (record: CounterRecord, status: CounterStatus) => void mutations.save(record, { name: record.name, status });
  const rows = { records, busy: mutations.busy, onToggle: toggle, onEdit: (record: CounterRecord) => setForm({ record }), onDelete: setDeleting };

  return (
    <Box>
      <PageHeader
        title={countersResource.label}
        subtitle={texts.subtitle}
        icon={<PrecisionManufacturingIcon />}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
            <TransferButtons declaration={countersResource} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ record: null })} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {texts.add}
            </Button>
          </Box>
        }
      />
      <CounterStats />
      <CounterFilterBar />
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
        {records.length > 0 && (phone ? <CounterCardList {...rows} /> : <CounterTable {...rows} />)}
        <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
      </Paper>
      <CounterFormDialog
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
