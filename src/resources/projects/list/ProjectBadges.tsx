import Chip from '@mui/material/Chip';
import { projects } from '../../../i18n/tr/projects';

const STATUS_COLOURS: Record<string, 'default' | 'info' | 'success' | 'error' | 'warning'> = { pending: 'warning', 'in-progress': 'info', completed: 'success', cancelled: 'error', skipped: 'default' };
const PRIORITY_COLOURS: Record<string, 'default' | 'info' | 'warning' | 'error'> = { low: 'default', medium: 'info', high: 'warning', critical: 'error' };

/** A project's or step's status; an unknown raw value is shown as it is (001 section 4). */
export const StatusBadge = ({ status, step = false }: { status: string; step?: boolean }) => {
  const labels: Record<string, string> = step ? projects.stepStatuses : projects.statuses;
  return <Chip size="small" label={labels[status] ?? status} color={STATUS_COLOURS[status] ?? 'default'} sx={{ fontWeight: 700 }} />;
};

export const PriorityBadge = ({ priority }: { priority: string }) => (
  <Chip size="small" variant="outlined" label={(projects.priorities as Record<string, string>)[priority] ?? priority} color={PRIORITY_COLOURS[priority] ?? 'default'} sx={{ fontWeight: 700 }} />
);
