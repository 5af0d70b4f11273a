import { Sidebar, type SidebarProps } from 'react-admin';

/** react-admin's sidebar (folding, mobile drawer) on a white panel as wide as the drawer. */
export const ShellSidebar = (props: SidebarProps) => (
  <Sidebar
    {...props}
    sx={{
      '& .RaSidebar-fixed': { width: 'inherit', bgcolor: 'background.paper', borderRight: '1px solid', borderColor: 'divider' },
      // The mobile drawer (react-admin paints it grey) gets the same white panel.
      '& .MuiDrawer-paper': { bgcolor: { xs: 'background.paper', sm: 'transparent' } },
    }}
  />
);
