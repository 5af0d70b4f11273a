import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '../../domain/format';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { JobCardLine } from './JobCardLine';
import { JobOperationChips } from './JobOperationChips';
import { JobPriorityChip } from './JobPriorityChip';
import type { JobRecord } from './jobRecord';
import { JobRowActions } from './JobRowActions';
import { JobStatusChip } from './JobStatusChip';
import { JobThumbnails } from './JobThumbnails';
import { THUMBNAILS_SHOWN } from './thumbnailStrip';

const c = jobScreens.columns;

/** A job on a phone (below 600 px): the table's content stacked, prices only for roles that see them. */
export const JobCard = ({ job, showPrices }: { job: JobRecord; showPrices: boolean }) => (
  <Paper component="article" variant="outlined" data-testid="job-card" sx={{ p: 1.75, borderRadius: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
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
      <JobCardLine label={c.customer} value={job.customer || job.customerName || jobScreens.noCustomer} />
      <JobCardLine label={c.workstation} value={job.workstationName} />
      {job.assignedToName && <JobCardLine label={c.operator} value={job.assignedToName} />}
      <JobCardLine label={c.quantity} value={String(job.quantity)} />
      {showPrices && job.unitPrice != null && <JobCardLine label={c.unitPrice} value={formatMoney(job.unitPrice)} />}
      {showPrices && job.totalPrice != null && <JobCardLine label={c.totalPrice} value={formatMoney(job.totalPrice)} />}
    </Box>
    <JobOperationChips operations={job.operations} />
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, pt: 0.5, borderTop: '1px solid', borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <JobPriorityChip priority={job.priority} />
        <JobThumbnails job={job} max={THUMBNAILS_SHOWN.mobile} size={34} />
      </Box>
      <JobRowActions job={job} />
    </Box>
  </Paper>
);
