import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import BarChartIcon from '@mui/icons-material/BarChart';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PeopleIcon from '@mui/icons-material/People';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { ROLE_NUMBERS } from '../../../domain/roles';
import { pages } from '../../../i18n/tr/pages';
import { roleLabel } from '../../shell/roleLabel';
import { SectionCard } from '../SectionCard';
import type { QuickStats } from './quickStats';
import { StatTile } from './StatTile';
import { useQuickStats } from './useQuickStats';
import { formatCount } from '../../../domain/format';

const texts = pages.settings.stats;

/** Users, benches and today's activity at a glance. */
export const QuickStatsCard = () => {
  const { data: stats, error, isPending } = useQuickStats();
  return (
    <SectionCard title={texts.title} icon={<BarChartIcon />}>
      {error && <Alert severity="error">{texts.loadFailed}</Alert>}
      {isPending && <Skeleton variant="rounded" height={180} />}
      {stats && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }} data-testid="quick-stats">
            <StatTile label={texts.users} value={formatCount(stats.users.total)} icon={<PeopleIcon />} tone="#004AAD" />
            <StatTile label={texts.logsToday} value={formatCount(stats.logsToday)} icon={<EventNoteIcon />} tone="#7B1FA2" />
            <StatTile label={texts.counters} value={formatCount(stats.counters.total)} icon={<PrecisionManufacturingIcon />} tone="#00796B" />
            <StatTile label={texts.activeCounters} value={formatCount(stats.counters.active)} icon={<PrecisionManufacturingIcon />} tone="#2E7D32" />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            {ROLE_NUMBERS.map((role) => (
              <Chip key={role} size="small" variant="outlined" label={`${roleLabel(role)}: ${stats.users.byRole[String(role) as keyof QuickStats['users']['byRole']]}`} />
            ))}
          </Box>
        </>
      )}
    </SectionCard>
  );
};
