import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';

/** The row of search and filters above a list; wraps to a column on a phone. */
export const FilterBar = ({ children }: { children: ReactNode }) => (
  <Paper elevation={0} sx={{ p: 1.5, mb: 2.5, borderRadius: 3, border: '1px solid', borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
    {children}
  </Paper>
);
