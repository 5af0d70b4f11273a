import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';
import type { JobRecord } from './jobRecord';
import { JobPriorityChip } from './JobPriorityChip';
import { JobStatusChip } from './JobStatusChip';

/** A job's status with its priority under it, in one column. */
export const JobStateCell = () => {
  const job = useRecordContext<JobRecord>();
  if (!job) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.75 }}>
      <JobStatusChip status={job.status} />
      <JobPriorityChip priority={job.priority} />
    </Box>
  );
};
