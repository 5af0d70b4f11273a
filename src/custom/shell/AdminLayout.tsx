import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { Layout, type LayoutProps } from 'react-admin';
import { Footer } from './Footer';
import { LayoutRenderError } from './LayoutRenderError';
import { ShellSidebar } from './ShellSidebar';
import { SidebarMenu } from './SidebarMenu';
import { warmAnimationsWhenIdle } from '../../ui/animations/warmAnimations';
import { TopBar } from './TopBar';
import { useSessionKeeper } from './useSessionKeeper';

/** The signed-in shell: top bar, permission-filtered sidebar, the page, the footer. */
export const AdminLayout = ({ children }: LayoutProps) => {
  useSessionKeeper();
  useEffect(warmAnimationsWhenIdle, []);
  return (
    <Layout
      appBar={TopBar}
      appBarAlwaysOn
      menu={SidebarMenu}
      sidebar={ShellSidebar}
      error={LayoutRenderError}
      sx={{
        // react-admin's root is at least as wide as its content: a wide board would widen the
        // top bar, footer and every header with it. Wide content scrolls in its own box instead.
        minWidth: 0,
        '& .RaLayout-appFrame': { mt: { xs: 7, sm: 7 } },
        '& .RaSidebar-fixed': { height: 'calc(100vh - 56px)' },
        '& .RaLayout-content': { px: { xs: 1.5, sm: 3 }, pt: { xs: 2, sm: 3 }, minWidth: 0 },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 'calc(100vh - 80px)' }}>
        <Box sx={{ flex: 1 }}>{children}</Box>
        <Footer />
      </Box>
    </Layout>
  );
};
