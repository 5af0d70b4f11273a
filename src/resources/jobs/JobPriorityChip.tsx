import Box from '@mui/material/Box';
import type { JobPriority } from '../../domain/resources/jobs';
import { jobs as texts } from '../../i18n/tr/jobs';

const DOT: Record<JobPriority, string> = { low: '#9CA3AF', medium: '#3B82F6', high: '#F59E0B', urgent: '#DC2626' };

/** A job's priority as a coloured dot and its label. */
export const JobPriorityChip = ({ priority }: { priority: JobPriority }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 13, fontWeight: priority === 'urgent' ? 700 : 500, whiteSpace: 'nowrap' }}>
    <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[priority] ?? DOT.medium }} />
    {texts.priorities[priority] ?? priority}
  </Box>
);
