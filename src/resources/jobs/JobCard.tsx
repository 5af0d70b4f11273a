import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { formatCount, formatDate, formatMoney } from '../../domain/format';
import { useColumnShown } from '../generic/views/useColumnShown';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { JobCardLine } from './JobCardLine';
import { JobOperationChips } from './JobOperationChips';
import { JobPriorityChip } from './JobPriorityChip';
import type { JobRecord } from './jobRecord';
import { JobStatusChip } from './JobStatusChip';
import { JobThumbnails } from './JobThumbnails';
import { THUMBNAILS_SHOWN } from './thumbnailStrip';

const c = jobScreens.columns;

/**
 * A job's card on a phone (below 600 px): the table's content stacked; prices only in the answers
 * of roles that see them; a column the list's choice hides is left out here too.
 */
export const JobCard = () => {
  const job = useRecordContext<JobRecord>();
  const shown = useColumnShown();
  if (!job) return null;
  return (
    <Box data-testid="job-card" sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            #{job.id} · {formatDate(job.createdAt)}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.35 }}>{job.description}</Typography>
        </Box>
        <JobStatusChip status={job.status} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {shown('customer') && (
          <>
            <JobCardLine label={c.customer} value={job.customer || job.customerName || jobScreens.noCustomer} />
            <JobCardLine label={c.workstation} value={job.workstationName} />
            {job.assignedToName && <JobCardLine label={c.operator} value={job.assignedToName} />}
          </>
        )}
        {shown('quantity') && <JobCardLine label={c.quantity} value={formatCount(job.quantity)} />}
        {shown('unitPrice') && job.unitPrice != null && <JobCardLine label={c.unitPrice} value={formatMoney(job.unitPrice)} />}
        {shown('totalPrice') && job.totalPrice != null && <JobCardLine label={c.totalPrice} value={formatMoney(job.totalPrice)} />}
      </Box>
      {shown('operations') && <JobOperationChips />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <JobPriorityChip priority={job.priority} />
        {shown('attachments') && <JobThumbnails max={THUMBNAILS_SHOWN.mobile} size={34} />}
      </Box>
    </Box>
  );
};
