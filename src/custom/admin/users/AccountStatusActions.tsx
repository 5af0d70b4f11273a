import Button from '@mui/material/Button';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import BlockIcon from '@mui/icons-material/Block';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { UserStatus } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import type { AdminUser } from './usersApi';

const texts = adminScreens.users;

interface AccountStatusActionsProps {
  user: AdminUser;
  busy: boolean;
  onChange: (user: AdminUser, status: UserStatus) => void;
}

/** Approve a waiting account, deactivate an active one, or let a deactivated one back in. */
export const AccountStatusActions = ({ user, busy, onChange }: AccountStatusActionsProps) => {
  if (user.status === 'pending')
    return (
      <Button size="small" variant="contained" color="success" disabled={busy} startIcon={<CheckCircleOutlineIcon />} onClick={() => onChange(user, 'active')}>
        {texts.approve}
      </Button>
    );
  if (user.status === 'disabled')
    return (
      <Button size="small" variant="text" disabled={busy} startIcon={<RestartAltIcon />} onClick={() => onChange(user, 'active')}>
        {texts.reactivate}
      </Button>
    );
  return (
    <Button size="small" variant="text" color="warning" disabled={busy} startIcon={<BlockIcon />} onClick={() => onChange(user, 'disabled')} sx={{ alignSelf: 'flex-start' }}>
      {texts.deactivate}
    </Button>
  );
};
