import TextField from '@mui/material/TextField';
import { useRecordContext } from 'react-admin';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import type { JobRecord } from './jobRecord';

/** The customer as roles that may not change it see it: disabled, with the spec's note (001 section 2.3). */
export const JobLockedCustomer = () => {
  const job = useRecordContext<JobRecord>();
  return <TextField label={jobScreens.form.customer} value={job?.customerName ?? job?.customer ?? ''} disabled fullWidth helperText={jobs.customerLocked} sx={{ my: 1 }} />;
};
