import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { formatDate } from '../../domain/format';
import { jobScreens } from '../../i18n/tr/jobScreens';
import type { JobRecord } from './jobRecord';

/** A title made from the description's first words adds nothing: it is shown only when it differs. */
const ownTitle = (job: JobRecord) => (job.title && !job.description.startsWith(job.title) ? ` · ${job.title}` : '');

/** The table's first cell: number, day, description and operator of a job. */
export const JobSummaryCell = () => {
  const job = useRecordContext<JobRecord>();
  if (!job) return null;
  return (
    <Box sx={{ minWidth: 180, maxWidth: 280 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        #{job.id} · {formatDate(job.createdAt)}
        {ownTitle(job)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {job.description}
      </Typography>
      {job.assignedToName && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {jobScreens.columns.operator}: {job.assignedToName}
        </Typography>
      )}
    </Box>
  );
};
