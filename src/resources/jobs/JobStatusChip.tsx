import Chip from '@mui/material/Chip';
import type { JobStatus } from '../../domain/resources/jobs';
import { jobs as texts } from '../../i18n/tr/jobs';

// Each tone reads at WCAG AA's 4.5:1 on its own background (the amber and the grey were 4.3 and 4.4).
const COLOURS: Record<JobStatus, { bg: string; fg: string }> = {
  pending: { bg: '#FFF4E5', fg: '#9A4D07' },
  'in-progress': { bg: '#E8F1FD', fg: '#0B5CC5' },
  completed: { bg: '#E7F6EC', fg: '#1B7F3B' },
  cancelled: { bg: '#F3F4F6', fg: '#4B5563' },
};

/** A job's status in the spec's words (001 section 4). */
export const JobStatusChip = ({ status }: { status: JobStatus }) => {
  const colour = COLOURS[status] ?? COLOURS.cancelled;
  return <Chip size="small" label={texts.statuses[status] ?? status} sx={{ bgcolor: colour.bg, color: colour.fg, fontWeight: 600, border: 0 }} />;
};
