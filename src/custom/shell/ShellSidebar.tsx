import { Sidebar, type SidebarProps } from 'react-admin';

/** react-admin's sidebar (folding, mobile drawer) on a white panel. */
export const ShellSidebar = (props: SidebarProps) => (
  <Sidebar
    {...props}
    size={256}
    sx={{
      '& .RaSidebar-fixed': { bgcolor: 'background.paper', borderRight: '1px solid', borderColor: 'divider' },
      '& .MuiDrawer-paper': { bgcolor: 'background.paper' },
    }}
  />
);
