import Box from '@mui/material/Box';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import { fullNameOf } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { PageHeader } from '../../../ui/PageHeader';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { RecentActivitiesCard } from '../../pages/RecentActivitiesCard';
import { RecentJobsWidget } from './RecentJobsWidget';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner';
import { UserCountTiles } from './UserCountTiles';
import { fill } from '../../../i18n/fill';

const texts = adminScreens.dashboard;

/** /admin/dashboard: user counts, the e-mail banner, recent activities and jobs. */
export const AdminDashboard = () => {
  const { user } = useSignedInUser();
  return (
    <Box>
      <PageHeader title={texts.title} subtitle={fill(texts.subtitle, { name: user ? fullNameOf(user) : '' })} icon={<SpaceDashboardIcon />} />
      {user && <UnverifiedEmailBanner user={user} />}
      <UserCountTiles />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
        <RecentJobsWidget />
        <RecentActivitiesCard limit={5} texts={texts.recent} testId="dashboard-activities" />
      </Box>
    </Box>
  );
};
