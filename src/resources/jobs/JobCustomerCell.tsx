import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { JobRecord } from './jobRecord';

/** The customer with the bench under it, one column to keep the table within a laptop screen. */
export const JobCustomerCell = () => {
  const job = useRecordContext<JobRecord>();
  if (!job) return null;
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {job.customer || job.customerName || '-'}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {job.workstationName}
      </Typography>
    </Box>
  );
};
