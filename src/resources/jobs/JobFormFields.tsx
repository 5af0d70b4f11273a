import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { JOB_PRIORITIES, JOB_STATUSES } from '../../domain/resources/jobs';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { TurkishNumberField } from '../../ui/TurkishNumberField';
import type { JobFormErrors, JobFormValues } from './jobForm';
import type { Bench } from './useBenches';

const t = jobScreens.form;

interface JobFormFieldsProps {
  values: JobFormValues;
  errors: JobFormErrors;
  /** Benches that may be chosen ('Aktif'), plus the job's own when it is no longer active. */
  benches: Bench[];
  /** The edit form offers the four statuses (001 section 2.3). */
  withStatus: boolean;
  onChange: (patch: Partial<JobFormValues>) => void;
}

/** The job's own fields: description, bench, time, quantity, priority and, when editing, status. */
export const JobFormFields = ({ values, errors, benches, withStatus, onChange }: JobFormFieldsProps) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
    <TextField
      label={t.description}
      required
      multiline
      minRows={2}
      value={values.description}
      onChange={(e) => onChange({ description: e.target.value })}
      sx={{ gridColumn: '1 / -1' }}
      autoFocus
    />
    <TextField
      select
      label={t.workstation}
      required
      value={values.workstationId === '' ? '' : String(values.workstationId)}
      onChange={(e) => onChange({ workstationId: Number(e.target.value) })}
      helperText={benches.length ? undefined : t.noActiveBench}
    >
      {benches.map((b) => (
        <MenuItem key={b.id} value={String(b.id)} disabled={b.status !== 'Aktif'}>
          {b.name}
        </MenuItem>
      ))}
    </TextField>
    <TurkishNumberField
      label={t.processingTime}
      required
      value={values.processingMinutes}
      onChange={(processingMinutes) => onChange({ processingMinutes })}
      error={!!errors.processingMinutes}
      helperText={errors.processingMinutes}
    />
    <TurkishNumberField label={t.quantity} value={values.quantity} onChange={(quantity) => onChange({ quantity })} error={!!errors.quantity} helperText={errors.quantity} />
    <TextField select label={t.priority} value={values.priority} onChange={(e) => onChange({ priority: e.target.value as JobFormValues['priority'] })}>
      {JOB_PRIORITIES.map((p) => (
        <MenuItem key={p} value={p}>
          {jobs.priorities[p]}
        </MenuItem>
      ))}
    </TextField>
    {withStatus && (
      <TextField select label={t.status} value={values.status} onChange={(e) => onChange({ status: e.target.value as JobFormValues['status'] })}>
        {JOB_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {jobs.statuses[s]}
          </MenuItem>
        ))}
      </TextField>
    )}
  </Box>
);
