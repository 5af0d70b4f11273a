import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** The heading every signed-in page opens with. */
export const PageHeader = ({ title, subtitle, icon, actions }: PageHeaderProps) => (
  <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 3 }}>
    {icon && (
      <Box sx={{ width: 48, height: 48, borderRadius: 2.5, display: 'grid', placeItems: 'center', color: '#fff', background: 'linear-gradient(135deg, #004AAD 0%, #0066CC 100%)', boxShadow: '0 8px 18px rgba(0,74,173,.25)', flexShrink: 0 }}>
        {icon}
      </Box>
    )}
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.01em' }}>
        {title}
      </Typography>
      {subtitle && <Typography sx={{ color: 'text.secondary', mt: 0.25 }}>{subtitle}</Typography>}
    </Box>
    {actions}
  </Box>
);
