import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { StatCard } from '../../../ui/StatCard';
import { StatGrid } from '../../../ui/StatGrid';
import { useUserStats } from '../users/useUserStats';

const texts = adminScreens.customers;

/** Total, active (signed in within 30 days) and passive customers. */
export const CustomerStatCards = ({ version }: { version: number }) => {
  const { stats } = useUserStats('/users/customers', {}, version);
  return (
    <StatGrid>
      <StatCard label={texts.stats.total} value={stats?.total ?? null} icon={<GroupsIcon />} tone="#004AAD" testId="stat-total" />
      <StatCard label={texts.stats.active} value={stats?.active ?? null} icon={<HowToRegIcon />} tone="#2E7D32" hint={texts.activeHint} testId="stat-active" />
      <StatCard label={texts.stats.passive} value={stats?.passive ?? null} icon={<PersonOffIcon />} tone="#757575" hint={texts.passiveHint} testId="stat-passive" />
    </StatGrid>
  );
};
