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
  /** How the figure reads (money, say); a Turkish whole number by default. */
  format?: (value: number) => string;
}

const numbers = new Intl.NumberFormat('tr-TR');

/** One figure at the top of an administration page. */
export const StatCard = ({ label, value, icon, tone, hint, testId, format = numbers.format }: StatCardProps) => (
  <Paper elevation={0} data-testid={testId} sx={{ p: { xs: 1.5, sm: 2.25 }, borderRadius: 3, border: '1px solid', borderColor: 'divider', display: 'flex', alignItems: 'center', gap: { xs: 1.25, sm: 2 }, minWidth: 0 }}>
    <Box sx={{ width: { xs: 38, sm: 48 }, height: { xs: 38, sm: 48 }, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: `${tone}14`, color: tone, flexShrink: 0, '& svg': { fontSize: { xs: 20, sm: 24 } } }}>{icon}</Box>
    <Box sx={{ minWidth: 0 }}>
      {/* A long label ('Fiyatı Girilmiş Malzeme' in a row of five) takes a second line rather than losing its end. */}
      <Typography sx={{ fontSize: { xs: 12, sm: 13 }, color: 'text.secondary', fontWeight: 600, lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: { xs: 21, sm: 26 }, fontWeight: 800, lineHeight: 1.15, fontVariantNumeric: 'tabular-nums' }} aria-live="polite" data-testid={testId && `${testId}-value`}>
        {value === null ? <Skeleton width={48} /> : format(value)}
      </Typography>
      {hint && <Box sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25 }}>{hint}</Box>}
    </Box>
  </Paper>
);
