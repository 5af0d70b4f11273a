import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { canSaveJob, emptyJobForm, jobFormErrors, jobFormOf, missingRequired, type JobFormValues } from './jobForm';
import { JobFormFields } from './JobFormFields';
import { JobPartyFields } from './JobPartyFields';
import type { JobRecord } from './jobRecord';
import { PhotoPicker } from './PhotoPicker';
import { useBenches } from './useBenches';
import { useJobPeople } from './useJobPeople';
import { useSaveJob } from './useSaveJob';

const t = jobScreens.form;

/** 'Yeni İş Ekle' (no job) and the edit form (a job): 001 sections 2.3 and 5. */
export const JobFormDialog = ({ job, onClose }: { job?: JobRecord; onClose: () => void }) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const people = useJobPeople();
  const { benches, active } = useBenches();
  const [values, setValues] = useState<JobFormValues>(() => (job ? jobFormOf(job) : emptyJobForm(people.defaultOperator)));
  const [files, setFiles] = useState<File[]>([]);
  const { save, saving, progress } = useSaveJob(job);

  // The signed-in master is preselected once known (001 section 5).
  useEffect(() => {
    if (!job && people.defaultOperator !== '') setValues((v) => (v.assignedTo === '' ? { ...v, assignedTo: people.defaultOperator } : v));
  }, [job, people.defaultOperator]);

  const change = (patch: Partial<JobFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const errors = jobFormErrors(values);
  const valid = canSaveJob(values, people.privileged);
  // A job on a bench made 'Pasif' since keeps showing it; it cannot be chosen anew.
  const own = job ? benches.find((b) => b.id === job.workstationId && b.status !== 'Aktif') : undefined;
  const choices = own ? [...active, own] : active;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || saving) return;
    const names = {
      workstationName: benches.find((b) => b.id === values.workstationId)?.name,
      assignedToName: people.operators.find((o) => o.id === values.assignedTo)?.name,
    };
    if (await save(values, names, people.privileged, files)) onClose();
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="job-form-title" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id="job-form-title" sx={{ fontWeight: 800 }}>
        {job ? fill(t.editTitle, { id: job.id }) : t.createTitle}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <JobFormFields values={values} errors={errors} benches={choices} withStatus={!!job} onChange={change} />
          <Divider />
          <JobPartyFields values={values} errors={errors} people={people} onChange={change} />
          {!job && (
            <>
              <Divider />
              <PhotoPicker files={files} onChange={setFiles} progress={progress} />
            </>
          )}
          {missingRequired(values, people.privileged) && (
            <Alert severity="warning" variant="outlined">
              {jobs.requiredFields}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={!valid} loading={saving} disableElevation>
          {t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
