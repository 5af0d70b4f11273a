import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useRefresh, useUpdate } from 'react-admin';
import { jobsResource } from '../../domain/resources/jobs';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { appendItem } from '../generic/orderedItems';
import { OrderedList } from '../generic/OrderedList';
import { SearchableCatalogue } from '../generic/SearchableCatalogue';
import type { JobRecord } from './jobRecord';
import { opLabel, orderedFromJob, type OrderedOperation } from './operationOrder';
import { operationCatalogueTexts, useActiveOperations } from './useActiveOperations';

const t = jobScreens.picker;
const headingSx = { fontWeight: 700, color: 'text.secondary', display: 'block', mb: 1 } as const;

/** The ordered-selection mode: build the job's whole sequence, then save it in one PUT. */
export const OperationOrderEditor = ({ job, onClose }: { job: JobRecord; onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const { operations } = useActiveOperations();
  const [list, setList] = useState<OrderedOperation[]>(() => orderedFromJob(job.operations));
  const [saving, setSaving] = useState(false);

  const pick = (op: { id: number; name: string }) => {
    const result = appendItem(list, { id: op.id, name: op.name });
    if (result.ok) setList(result.list);
    else toast.error(jobs.operations.alreadyAdded);
  };

  const save = async () => {
    if (!list.length) {
      toast.error(jobs.operations.nothingToSave);
      return;
    }
    setSaving(true);
    try {
      // The job's whole sequence in one PUT, in the picker's order.
      await update(jobsResource.name, { id: job.id, data: { operations: list.map((o) => o.id) }, previousData: job }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success(t.saved);
      onClose();
    } catch (err) {
      toast.error(requestErrorText(err, jobs.operations.orderFailed));
      setSaving(false);
    } finally {
      refresh();
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.2fr' } }}>
          <Box>
            <Typography variant="overline" sx={headingSx}>{t.available}</Typography>
            <SearchableCatalogue entries={operations} texts={operationCatalogueTexts} takenIds={new Set(list.map((o) => o.id))} onPick={pick} disabled={saving} />
          </Box>
          <Box>
            <Typography variant="overline" sx={headingSx}>{t.selected}</Typography>
            <OrderedList list={list} onChange={setList} labelOf={opLabel} emptyText={t.empty} />
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
              {t.dragHint}
            </Typography>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={save} loading={saving} disableElevation>
          {t.save}
        </Button>
      </DialogActions>
    </>
  );
};
