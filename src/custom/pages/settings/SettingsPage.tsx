import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import SettingsIcon from '@mui/icons-material/Settings';
import { pages } from '../../../i18n/tr/pages';
import { userPermissions } from '../../../providers/session';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { PageHeader } from '../../../ui/PageHeader';
import { AccountInfoCard } from './AccountInfoCard';
import { CompanyProfileCard } from './CompanyProfileCard';
import { LogoUploadCard } from './LogoUploadCard';
import { QuickStatsCard } from './QuickStatsCard';
import { RecentActivitiesCard } from '../RecentActivitiesCard';

const texts = pages.settings;

/** /admin/settings: admins only; others are told so on the page itself (000 section 2). */
export const SettingsPage = () => {
  const { user } = useSignedInUser();
  const header = <PageHeader title={texts.title} subtitle={texts.subtitle} icon={<SettingsIcon />} />;
  if (!user || !userPermissions(user).includes('canAccessSettings'))
    return (
      <Box>
        {header}
        <Alert severity="error" variant="outlined" sx={{ fontWeight: 600 }}>
          {texts.accessDenied}
        </Alert>
      </Box>
    );
  return (
    <Box>
      {header}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '7fr 5fr' }, gap: 3, alignItems: 'start' }}>
        <Stack spacing={3}>
          <LogoUploadCard />
          <CompanyProfileCard />
          <RecentActivitiesCard limit={10} texts={{ ...pages.settings.recent, failed: pages.settings.recent.loadFailed }} testId="recent-activities" />
        </Stack>
        <Stack spacing={3}>
          <AccountInfoCard user={user} />
          <QuickStatsCard />
        </Stack>
      </Box>
    </Box>
  );
};
