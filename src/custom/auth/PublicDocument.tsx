import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The privacy policy and terms, readable before signing in: the registration form asks a
 * stranger to accept them, so they must open without an account (/admin/* needs one).
 */
export const PublicDocument = ({ children }: { children: ReactNode }) => (
  <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 } }}>
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>{children}</Box>
  </Box>
);
