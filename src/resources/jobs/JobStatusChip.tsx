import Chip from '@mui/material/Chip';
import type { JobStatus } from '../../domain/resources/jobs';
import { jobs as texts } from '../../i18n/tr/jobs';

const COLOURS: Record<JobStatus, { bg: string; fg: string }> = {
  pending: { bg: '#FFF4E5', fg: '#B25E09' },
  'in-progress': { bg: '#E8F1FD', fg: '#0B5CC5' },
  completed: { bg: '#E7F6EC', fg: '#1B7F3B' },
  cancelled: { bg: '#F3F4F6', fg: '#6B7280' },
};

/** A job's status in the spec's words (001 section 4). */
export const JobStatusChip = ({ status }: { status: JobStatus }) => {
  const colour = COLOURS[status] ?? COLOURS.cancelled;
  return <Chip size="small" label={texts.statuses[status] ?? status} sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 600, border: 0 }} />;
};
