import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PeopleIcon from '@mui/icons-material/People';
import { Role } from '../../../domain/roles';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { StatCard } from '../../../ui/StatCard';
import { StatGrid } from '../../../ui/StatGrid';
import { useUserStats } from './useUserStats';

const texts = adminScreens.users.stats;

/** Total users, employees and admins (000 section 2), plus the accounts waiting for approval. */
export const UserStatCards = ({ version }: { version: number }) => {
  const { stats } = useUserStats('/users/admin/all', {}, version);
  return (
    <StatGrid columns={4}>
      <StatCard label={texts.total} value={stats?.total ?? null} icon={<PeopleIcon />} tone="#004AAD" testId="stat-total" />
      <StatCard label={texts.employees} value={stats?.byRole[Role.employee] ?? null} icon={<BadgeIcon />} tone="#1565C0" testId="stat-employees" />
      <StatCard label={texts.admins} value={stats?.byRole[Role.admin] ?? null} icon={<AdminPanelSettingsIcon />} tone="#6A1B9A" testId="stat-admins" />
      <StatCard label={texts.pending} value={stats?.byStatus.pending ?? null} icon={<HourglassTopIcon />} tone="#E65100" testId="stat-pending" />
    </StatGrid>
  );
};
