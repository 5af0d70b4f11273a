import type { ReactNode } from 'react';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSidebarState } from 'react-admin';
import { Link, useMatch } from 'react-router-dom';

interface SidebarLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  exact?: boolean;
}

/** One sidebar entry: highlighted on its route, icon-only with a tooltip when the sidebar is folded. */
export const SidebarLink = ({ to, label, icon, exact = false }: SidebarLinkProps) => {
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const active = !!useMatch({ path: to, end: exact });
  const button = (
    <ListItemButton
      component={Link}
      to={to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => isSmall && setOpen(false)}
      sx={{
        mx: 1,
        my: 0.25,
        borderRadius: 2,
        minHeight: 42,
        px: 1.5,
        color: 'text.secondary',
        '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
        '&:hover': { bgcolor: 'rgba(0,74,173,.06)', color: 'primary.main' },
        '&.Mui-selected, &.Mui-selected:hover': {
          background: 'linear-gradient(135deg, #004AAD 0%, #0066CC 100%)',
          color: '#fff',
          boxShadow: '0 6px 14px rgba(0,74,173,.25)',
        },
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      {open && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14, fontWeight: active ? 600 : 500 } } }} />}
    </ListItemButton>
  );
  return open ? (
    button
  ) : (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  );
};
