import { useEffect, useState } from 'react';
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
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { RaRecord } from 'react-admin';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { canSaveJob, emptyJobForm, jobFormOf, jobFormSchema, missingRequired, type JobFormErrors, type JobFormValues } from './jobForm';
import { JobFormFields } from './JobFormFields';
import { JobPartyFields } from './JobPartyFields';
import type { JobRecord } from './jobRecord';
import { PhotoPicker } from './PhotoPicker';
import { useBenches } from './useBenches';
import { useJobPeople } from './useJobPeople';
import { useSaveJob } from './useSaveJob';

const t = jobScreens.form;

/** 'Yeni İş Ekle' (no job) and the edit form (a job): 001 sections 2.3 and 5. */
export const JobFormDialog = ({ record, onClose }: { record?: RaRecord; onClose: () => void }) => {
  const job = record as JobRecord | undefined;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const people = useJobPeople();
  const { benches, active } = useBenches();
  // raw: the form keeps what was typed; the bodies are made from it by jobBody.ts.
  const { watch, setValue, handleSubmit, formState } = useForm<JobFormValues>({
    mode: 'onChange',
    resolver: zodResolver(jobFormSchema(people.privileged), undefined, { raw: true }) as Resolver<JobFormValues>,
    defaultValues: job ? jobFormOf(job) : emptyJobForm(people.defaultOperator),
  });
  const values = watch();
  const [files, setFiles] = useState<File[]>([]);
  const { save, saving, progress } = useSaveJob(job);

  // The signed-in master is preselected once known (001 section 5).
  useEffect(() => {
    if (!job && people.defaultOperator !== '' && values.assignedTo === '') setValue('assignedTo', people.defaultOperator);
  }, [job, people.defaultOperator, values.assignedTo, setValue]);

  const change = (patch: Partial<JobFormValues>) => {
    for (const [key, value] of Object.entries(patch)) setValue(key as keyof JobFormValues, value as never, { shouldValidate: true, shouldDirty: true });
  };
  const errors: JobFormErrors = Object.fromEntries(Object.entries(formState.errors).map(([key, error]) => [key, error?.message]));
  const valid = canSaveJob(values, people.privileged);
  // A job on a bench made 'Pasif' since keeps showing it; it cannot be chosen anew.
  const own = job ? benches.find((b) => b.id === job.workstationId && b.status !== 'Aktif') : undefined;
  const choices = own ? [...active, own] : active;

  const submit = handleSubmit(async (typed) => {
    if (saving) return;
    const names = {
      workstationName: benches.find((b) => b.id === typed.workstationId)?.name,
      assignedToName: people.operators.find((o) => o.id === typed.assignedTo)?.name,
    };
    if (await save(typed, names, people.privileged, files)) onClose();
  });

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
