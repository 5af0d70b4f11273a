import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

interface StatCardProps {
  label: string;
  /** null while counting. */
  value: number | null;
  icon: ReactNode;
  /** A hex colour for the icon and its halo. */
  tone: string;
  hint?: ReactNode;
  testId?: string;
}

const numbers = new Intl.NumberFormat('tr-TR');

/** One figure at the top of an administration page. */
export const StatCard = ({ label, value, icon, tone, hint, testId }: StatCardProps) => (
  <Paper elevation={0} data-testid={testId} sx={{ p: 2.25, borderRadius: 3, border: '1px solid', borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
    <Box sx={{ width: 48, height: 48, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: `${tone}14`, color: tone, flexShrink: 0 }}>{icon}</Box>
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', fontWeight: 600 }} noWrap>
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: 26, fontWeight: 800, lineHeight: 1.15, fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
        {value === null ? <Skeleton width={48} /> : numbers.format(value)}
      </Typography>
      {hint && <Box sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25 }}>{hint}</Box>}
    </Box>
  </Paper>
);
