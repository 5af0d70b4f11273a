import { Suspense, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet } from 'react-router-dom';
import { materialScreens } from '../../i18n/tr/materialScreens';
import { MaterialFooter } from './MaterialFooter';
import { MaterialSidebar } from './MaterialSidebar';

/**
 * The supply panel's own frame, not the admin shell (001 section 2.8): its sidebar fixed on
 * wide screens, a drawer behind a menu button on phones, the page, the footer. Its top bar carries
 * the main shell's profile menu (profile, settings, sign-out) at every width, handed in by the app
 * (the shell is not this resource's).
 */
export const MaterialLayout = ({ accountMenu }: { accountMenu: ReactNode }) => {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: '#F4F6FA' }}>
      <Box sx={{ display: { xs: 'none', md: 'block' }, width: 272, flexShrink: 0, position: 'sticky', top: 0, height: '100vh' }}>
        <MaterialSidebar />
      </Box>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} sx={{ display: { md: 'none' } }}>
        <MaterialSidebar onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" elevation={0} sx={{ bgcolor: '#0B2545' }}>
          <Toolbar variant="dense" sx={{ gap: 1, minHeight: 52 }}>
            <IconButton edge="start" color="inherit" aria-label={materialScreens.menu.openMenu} onClick={() => setDrawerOpen(true)} sx={{ display: { md: 'none' } }}>
              <MenuIcon />
            </IconButton>
            <Typography sx={{ fontWeight: 700, display: { md: 'none' } }} noWrap>
              {materialScreens.panelTitle}
            </Typography>
            <Box sx={{ flex: 1 }} />
            {accountMenu}
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, px: { xs: 1.5, sm: 3 }, pt: { xs: 2, sm: 3 } }}>
          <Suspense fallback={<LinearProgress sx={{ m: 2 }} />}>
            <Outlet />
          </Suspense>
        </Box>
        <MaterialFooter />
      </Box>
    </Box>
  );
};
