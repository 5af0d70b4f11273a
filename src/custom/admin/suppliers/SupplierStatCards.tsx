import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { StatCard } from '../../../ui/StatCard';
import { StatGrid } from '../../../ui/StatGrid';
import { useUserStats } from '../users/useUserStats';

const texts = adminScreens.suppliers;

/** Total, active (signed in within 30 days) and passive suppliers. */
export const SupplierStatCards = ({ version }: { version: number }) => {
  const { stats } = useUserStats('/users/suppliers', {}, version);
  return (
    <StatGrid>
      <StatCard label={texts.stats.total} value={stats?.total ?? null} icon={<LocalShippingIcon />} tone="#E65100" testId="stat-total" />
      <StatCard label={texts.stats.active} value={stats?.active ?? null} icon={<HowToRegIcon />} tone="#2E7D32" hint={adminScreens.customers.activeHint} testId="stat-active" />
      <StatCard label={texts.stats.passive} value={stats?.passive ?? null} icon={<PersonOffIcon />} tone="#757575" hint={adminScreens.customers.passiveHint} testId="stat-passive" />
    </StatGrid>
  );
};
