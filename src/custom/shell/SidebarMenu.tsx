import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import PublicIcon from '@mui/icons-material/Public';
import SettingsIcon from '@mui/icons-material/Settings';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSidebarState } from 'react-admin';
import { BRAND_GRADIENT } from '../../theme';
import { shell } from '../../i18n/tr/shell';
import { userPermissions } from '../../providers/session';
import { ExchangeRatesDisplay } from './ExchangeRatesDisplay';
import { SidebarLink } from './SidebarLink';
import { sidebarItemsFor } from './sidebarItems';
import { useSignedInUser } from '../../ui/useSignedInUser';

/** The sidebar: the items the user's permissions allow, then the quick links. */
export const SidebarMenu = () => {
  const { user } = useSignedInUser();
  const [open] = useSidebarState();
  const permissions = userPermissions(user);
  // Below md the top bar has no room for the rates: the open menu carries them.
  const ratesHere = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md')) && open;
  const items = sidebarItemsFor(permissions);
  const heading = (text: string) =>
    open ? (
      <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', fontSize: 11, fontWeight: 700, letterSpacing: '.08em', textTransform: 'uppercase', color: 'text.secondary' }}>
        {text}
      </ListSubheader>
    ) : undefined;
  return (
    <Box component="nav" aria-label={shell.menuSections.main} sx={{ py: 1.5 }}>
      {ratesHere && (
        <Box sx={{ mx: 1.5, mb: 1.5, p: 1, borderRadius: 2, background: BRAND_GRADIENT, color: '#fff', display: 'flex', justifyContent: 'center' }}>
          <ExchangeRatesDisplay />
        </Box>
      )}
      {/* A pending account may open no screen yet: no heading over an empty menu. */}
      {items.length > 0 && (
        <>
          {/* Its entries are links, not list items: a div, as a <ul> may hold only <li> (axe 'list'). */}
          <List component="div" dense disablePadding subheader={heading(shell.menuSections.main)} data-testid="sidebar-menu">
            {items.map((item) => (
              <SidebarLink key={item.key} to={item.path} label={item.label} icon={<item.icon fontSize="small" />} exact={item.exact} />
            ))}
          </List>
          <Divider sx={{ my: 1.5, mx: 2 }} />
        </>
      )}
      <List component="div" dense disablePadding subheader={heading(shell.menuSections.quickLinks)} data-testid="sidebar-quick-links">
        <SidebarLink to="/about" label={shell.quickLinks.mainSite} icon={<PublicIcon fontSize="small" />} />
        <SidebarLink to="/admin/help" label={shell.quickLinks.help} icon={<HelpOutlineIcon fontSize="small" />} />
        {permissions.includes('canAccessSettings') && (
          <SidebarLink to="/admin/settings" label={shell.quickLinks.settings} icon={<SettingsIcon fontSize="small" />} />
        )}
      </List>
    </Box>
  );
};
