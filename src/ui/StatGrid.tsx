import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Stat cards side by side on a wide screen, two a row on a tablet or a phone. */
export const StatGrid = ({ children, columns = 3 }: { children: ReactNode; columns?: number }) => (
  <Box
    sx={{
      display: 'grid',
      gap: { xs: 1.25, sm: 2 },
      mb: 3,
      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${columns}, minmax(0, 1fr))` },
      // An odd last card takes the whole row rather than leaving a hole.
      '& > :last-child:nth-of-type(odd)': { gridColumn: { xs: '1 / -1', lg: 'auto' } },
    }}
  >
    {children}
  </Box>
);
