import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { useNavigate } from 'react-router-dom';
import { fullNameOf, initialsOf } from '../../domain/user';
import { shell } from '../../i18n/tr/shell';
import { userPermissions } from '../../providers/session';
import { roleLabel } from './roleLabel';
import { useLogoutAction } from './useLogoutAction';
import { useSignedInUser } from '../../ui/useSignedInUser';

/** The avatar at the right of the top bar: profile, settings (admins) and sign-out. */
export const ProfileMenu = () => {
  const { user } = useSignedInUser();
  const navigate = useNavigate();
  const logout = useLogoutAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={shell.topBar.profileMenu}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ borderRadius: 6, pl: 0.5, pr: { xs: 0.5, md: 1 }, py: 0.5, gap: 1, color: 'inherit', '&:hover': { bgcolor: 'rgba(255,255,255,.12)' } }}
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: 14, fontWeight: 700, bgcolor: '#fff', color: 'primary.main' }}>{initialsOf(user)}</Avatar>
        <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'left', lineHeight: 1.15 }}>
          <Typography component="div" sx={{ fontSize: 13, fontWeight: 600 }} noWrap>
            {fullNameOf(user)}
          </Typography>
          <Typography component="div" sx={{ fontSize: 11, opacity: 0.8 }}>
            {roleLabel(user.role)}
          </Typography>
        </Box>
        <KeyboardArrowDownIcon fontSize="small" sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.8 }} />
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 220, borderRadius: 2 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{fullNameOf(user)}</Typography>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{user.email}</Typography>
        </Box>
        <Divider />
        <MenuItem onClick={() => go('/admin/profile')}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {shell.profileMenu.profile}
        </MenuItem>
        {/* Everyone may read their own activity log; admins reach the full log from the sidebar. */}
        {!userPermissions(user).includes('canAccessActivityLog') && (
          <MenuItem onClick={() => go('/admin/dashboard/activity-logs')}>
            <ListItemIcon>
              <HistoryIcon fontSize="small" />
            </ListItemIcon>
            {shell.profileMenu.myLogs}
          </MenuItem>
        )}
        {userPermissions(user).includes('canAccessSettings') && (
          <MenuItem onClick={() => go('/admin/settings')}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            {shell.profileMenu.settings}
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {shell.profileMenu.logout}
        </MenuItem>
      </Menu>
    </>
  );
};
