import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import PersonIcon from '@mui/icons-material/Person';
import { isOperatorRole } from '../../../domain/shop';
import { pages } from '../../../i18n/tr/pages';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { PageHeader } from '../../../ui/PageHeader';
import { ProfileDetailsCard } from './ProfileDetailsCard';
import { ProfileEditDialog } from './ProfileEditDialog';
import { ProfileHeaderCard } from './ProfileHeaderCard';
import { PinSettingCard } from './PinSettingCard';
import { useProfile } from './useProfile';

/** /admin/profile (000 section 2). */
export const ProfilePage = () => {
  const { user: signedIn } = useSignedInUser();
  const { user, isPending } = useProfile(signedIn);
  const [editing, setEditing] = useState(false);
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <PageHeader title={pages.profile.title} subtitle={pages.profile.subtitle} icon={<PersonIcon />} />
      {isPending && <LinearProgress sx={{ mb: 2, borderRadius: 1 }} />}
      {user && (
        <Stack spacing={3}>
          <ProfileHeaderCard user={user} onEdit={() => setEditing(true)} />
          <ProfileDetailsCard user={user} />
          {/* Only those who work a bench switch to themselves on the tablet (the server's OPERATOR_ROLES). */}
          {isOperatorRole(user.role) && <PinSettingCard />}
          <ProfileEditDialog user={user} open={editing} onClose={() => setEditing(false)} />
        </Stack>
      )}
    </Box>
  );
};
