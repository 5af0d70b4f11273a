import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { formatDateTime } from '../../../domain/format';
import { fullNameOf, initialsOf, type ApiUser } from '../../../domain/user';
import { pages } from '../../../i18n/tr/pages';
import { roleLabel } from '../../shell/roleLabel';
import { useLogoutAction } from '../../shell/useLogoutAction';
import { SectionCard } from '../SectionCard';

const texts = pages.settings.account;

/** Who is signed in, and sign-out behind a confirmation. */
export const AccountInfoCard = ({ user }: { user: ApiUser }) => {
  const logout = useLogoutAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <SectionCard title={texts.title} icon={<AccountCircleIcon />}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 52, height: 52, fontWeight: 700, bgcolor: 'primary.main' }}>{initialsOf(user)}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {fullNameOf(user)}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }} noWrap>
            {user.email}
          </Typography>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
            {roleLabel(user.role)} · {texts.lastLogin}: {formatDateTime(user.lastLogin)}
          </Typography>
        </Box>
      </Stack>
      <Button fullWidth variant="outlined" color="error" startIcon={<LogoutIcon />} sx={{ mt: 2.5 }} onClick={() => setConfirming(true)}>
        {texts.logout}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle sx={{ fontWeight: 700 }}>{texts.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{texts.confirmBody}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)}>{texts.cancel}</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              setConfirming(false);
              void logout();
            }}
          >
            {texts.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
};
