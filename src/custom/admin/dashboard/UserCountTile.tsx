import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { changeTrend, formatPercent, type CountChange } from './userCountChange';
import { fill } from '../../../i18n/fill';

const texts = adminScreens.dashboard.change;
const numbers = new Intl.NumberFormat('tr-TR');

interface UserCountTileProps {
  label: string;
  count: number | null;
  change: CountChange | null;
  icon: ReactNode;
  tone: string;
  testId: string;
}

const changeText = (change: CountChange): string => {
  const trend = changeTrend(change);
  if (trend === 'flat') return texts.flat;
  if (trend === 'fresh') return fill(texts.fresh, { count: numbers.format(change.added) });
  return fill(texts.up, { percent: formatPercent(change.percent ?? 0) });
};

/** One user-count tile: the count now and how it moved over the last 30 days. */
export const UserCountTile = ({ label, count, change, icon, tone, testId }: UserCountTileProps) => {
  const trend = change ? changeTrend(change) : null;
  return (
    <Paper elevation={0} data-testid={testId} sx={{ p: { xs: 1.5, sm: 2.25 }, pl: { xs: 2, sm: 2.5 }, borderRadius: 3, border: '1px solid', borderColor: 'divider', position: 'relative', overflow: 'hidden', minWidth: 0 }}>
      <Box sx={{ position: 'absolute', inset: '0 auto 0 0', width: 4, bgcolor: tone }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary' }} noWrap>
          {label}
        </Typography>
        <Box sx={{ width: 36, height: 36, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: `${tone}14`, color: tone, '& svg': { fontSize: 20 } }}>{icon}</Box>
      </Box>
      <Typography component="p" sx={{ fontSize: { xs: 26, sm: 30 }, fontWeight: 800, lineHeight: 1.1, mt: 0.5, fontVariantNumeric: 'tabular-nums' }} data-testid={`${testId}-count`}>
        {count === null ? <Skeleton width={64} /> : numbers.format(count)}
      </Typography>
      {/* The change may take two lines in a narrow tile (five in a row): clipped, it lost its last word. */}
      <Box sx={{ minHeight: 22, mt: 0.75 }}>
        {change && (
          <Tooltip title={fill(texts.tooltip, { count: numbers.format(change.added), before: numbers.format(change.before) })}>
            <Box
              data-testid={`${testId}-change`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: { xs: 11.5, sm: 12.5 }, fontWeight: 600, lineHeight: 1.35, px: 0.75, py: 0.25, borderRadius: 1, color: trend === 'flat' ? 'text.secondary' : 'success.dark', bgcolor: trend === 'flat' ? 'grey.100' : 'rgba(46,125,50,.08)' }}
            >
              {trend === 'flat' ? <TrendingFlatIcon sx={{ fontSize: 16 }} /> : <TrendingUpIcon sx={{ fontSize: 16 }} />}
              {changeText(change)}
            </Box>
          </Tooltip>
        )}
      </Box>
    </Paper>
  );
};
