import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useRefresh } from 'react-admin';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { addJobOperation, removeJobOperation } from './jobOperationCalls';
import { SearchableCatalogue } from '../generic/SearchableCatalogue';
import type { JobOperation, JobRecord } from './jobRecord';
import { OperationOnJobChip } from './OperationOnJobChip';
import { operationCatalogueTexts, useActiveOperations } from './useActiveOperations';

const t = jobScreens.picker;

/** The single-add mode: each pick is added to the job at once (POST add-operation), each chip of a pending one removes it. */
export const OperationSingleAdd = ({ job, onClose }: { job: JobRecord; onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const { operations } = useActiveOperations();
  const [onJob, setOnJob] = useState<JobOperation[]>(job.operations);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<JobRecord>, done: string, failed: string) => {
    setBusy(true);
    try {
      setOnJob((await call()).operations);
      toast.success(done);
    } catch (err) {
      toast.error(requestErrorText(err, failed));
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const pick = (op: { id: number }) => {
    if (onJob.some((o) => Number(o.operationId ?? o._id) === op.id)) toast.error(jobs.operations.alreadyAdded);
    else void run(() => addJobOperation(job.id, op.id), jobs.operations.added, jobs.updateFailed);
  };

  return (
    <>
      <DialogContent dividers>
        <Typography variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          {t.onJob}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 2, minHeight: 32 }} data-testid="job-operations-on-job">
          {onJob.map((op, index) => (
            <OperationOnJobChip key={op._id} op={op} index={index} busy={busy} onRemove={() => void run(() => removeJobOperation(job.id, op.operationId ?? op._id), jobs.operations.removed, jobs.updateFailed)} />
          ))}
          {!onJob.length && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{jobScreens.noOperations}</Typography>}
        </Box>
        <Typography variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          {t.available}
        </Typography>
        <SearchableCatalogue entries={operations} texts={operationCatalogueTexts} takenIds={new Set(onJob.map((o) => Number(o.operationId ?? o._id)))} onPick={pick} disabled={busy} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </>
  );
};
