import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { jobsResource } from '../../domain/resources/jobs';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import type { JobRecord } from './jobRecord';

const t = jobScreens.deleteDialog;

/**
 * Deletes a job and its photos in one call: the server removes the photos in the job's own
 * transaction, so a job it refuses (paid meanwhile: 409) keeps them (docs/decisions.md).
 */
export const JobDeleteDialog = ({ job, onClose }: { job: JobRecord; onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.delete(jobsResource.name, { id: job.id, previousData: job });
      toast.success(jobs.deleted);
      onClose();
    } catch (err) {
      toast.error(requestErrorText(err, jobs.deleteFailed));
      setBusy(false);
    } finally {
      refresh();
    }
  };
  return <DeleteConfirmDialog open title={t.title} body={fill(t.body, { id: job.id })} confirmLabel={t.confirm} cancelLabel={t.cancel} busy={busy} onConfirm={confirm} onClose={onClose} />;
};
