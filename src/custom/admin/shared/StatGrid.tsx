import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Stat cards side by side on a wide screen, two a row on a tablet, stacked on a phone. */
export const StatGrid = ({ children, columns = 3 }: { children: ReactNode; columns?: number }) => (
  <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${columns}, minmax(0, 1fr))` } }}>{children}</Box>
);
