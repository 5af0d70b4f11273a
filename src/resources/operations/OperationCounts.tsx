import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { operationScreens } from '../../i18n/tr/operationScreens';

const t = operationScreens.counts;

interface OperationCountsProps {
  counts?: { total: number; active: number; passive: number };
}

const TILES = [
  { key: 'total', label: t.total, colour: '#004AAD' },
  { key: 'active', label: t.active, colour: '#1B7F3B' },
  { key: 'passive', label: t.passive, colour: '#6B7280' },
] as const;

/** Total, active and passive operations of the whole catalogue. */
export const OperationCounts = ({ counts }: OperationCountsProps) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, sm: 2 }, mb: 2 }}>
    {TILES.map((tile) => (
      <Paper key={tile.key} elevation={0} data-testid={`operation-count-${tile.key}`} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, border: '1px solid', borderColor: 'divider' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: tile.colour }} />
          {tile.label}
        </Typography>
        <Typography sx={{ fontSize: { xs: 22, sm: 28 }, fontWeight: 800, color: tile.colour, lineHeight: 1.2 }}>
          {counts ? counts[tile.key] : <Skeleton width={40} />}
        </Typography>
      </Paper>
    ))}
  </Box>
);
