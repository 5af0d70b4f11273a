import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A label and its value on one line of a job card. */
export const JobCardLine = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: 13 }}>
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}
    </Box>
    <Box component="span" sx={{ fontWeight: 600, textAlign: 'right' }}>
      {value}
    </Box>
  </Box>
);
