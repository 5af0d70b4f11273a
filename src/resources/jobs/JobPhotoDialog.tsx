import { useState } from 'react';
import Button from '@mui/material/Button';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useDataProvider, useRefresh, useUpdate } from 'react-admin';
import { jobsResource } from '../../domain/resources/jobs';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { discardPhotos } from './photoFiles';
import type { JobRecord } from './jobRecord';
import { PhotoPicker } from './PhotoPicker';
import { PhotoUploadError, uploadPhotos } from './uploadPhoto';

const t = jobScreens.photoDialog;

/** 'Fotoğraf Ekle' on a row: uploads the chosen photos, then appends them to the job's photos. */
export const JobPhotoDialog = ({ job, onClose }: { job: JobRecord; onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [update] = useUpdate();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const upload = async () => {
    setProgress(0);
    let keys: string[] = [];
    try {
      keys = await uploadPhotos(files, setProgress);
    } catch (err) {
      const failed = err as PhotoUploadError;
      void discardPhotos(failed.uploaded ?? []);
      toast.error(requestErrorText(failed.cause ?? err, jobs.photos.uploadFailed));
      setProgress(null);
      return;
    }
    try {
      // Read the job again: photos added meanwhile elsewhere must not be dropped.
      const { data: current } = await dataProvider.getOne<JobRecord>(jobsResource.name, { id: job.id });
      const attachments = [...current.attachments, ...keys];
      await update(jobsResource.name, { id: job.id, data: { attachments }, previousData: current }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success(jobs.photos.uploaded);
      onClose();
    } catch (err) {
      void discardPhotos(keys);
      toast.error(requestErrorText(err, jobs.photos.jobUpdateFailed));
      setProgress(null);
    } finally {
      refresh();
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="job-photo-title">
      <DialogTitle id="job-photo-title" sx={{ fontWeight: 800 }}>
        {t.title}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {fill(jobScreens.picker.jobLabel, { id: job.id, description: job.description })}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <PhotoPicker files={files} onChange={setFiles} progress={progress} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={busy}>
          {jobScreens.form.cancel}
        </Button>
        <Button variant="contained" onClick={upload} disabled={!files.length} loading={busy} disableElevation>
          {t.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
