import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { fullNameOf, initialsOf, type ApiUser } from '../../../domain/user';
import { pages } from '../../../i18n/tr/pages';
import { isEmailVerified, isPhoneVerified } from '../../../providers/session';
import { BRAND_GRADIENT } from '../../../theme';
import { roleLabel } from '../../shell/roleLabel';
import { VerificationBadge } from './VerificationBadge';
import { VerificationEmailButton } from './VerificationEmailButton';

const texts = pages.profile;

/** Who the user is at a glance: avatar, name, e-mail, role, verification state, edit. */
export const ProfileHeaderCard = ({ user, onEdit }: { user: ApiUser; onEdit: () => void }) => {
  const emailVerified = isEmailVerified(user);
  return (
    <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
      <Box sx={{ height: 96, background: BRAND_GRADIENT }} />
      <Box sx={{ px: { xs: 2.5, sm: 4 }, pb: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, mt: -5 }}>
          <Avatar sx={{ width: 96, height: 96, fontSize: 34, fontWeight: 800, bgcolor: '#fff', color: 'primary.main', border: '4px solid #fff', boxShadow: '0 8px 24px rgba(0,74,173,.2)' }}>
            {initialsOf(user)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
                {fullNameOf(user)}
              </Typography>
              <Chip label={roleLabel(user.role)} size="small" color="primary" sx={{ fontWeight: 700 }} data-testid="profile-role" />
            </Stack>
            <Typography sx={{ color: 'text.secondary' }}>{user.email}</Typography>
          </Box>
          <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
            {texts.edit}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <VerificationBadge verified={emailVerified} yes={texts.emailVerified} no={texts.emailNotVerified} />
          <VerificationBadge verified={isPhoneVerified(user)} yes={texts.phoneVerified} no={texts.phoneNotVerified} />
          {!emailVerified && <VerificationEmailButton />}
        </Stack>
      </Box>
    </Paper>
  );
};
