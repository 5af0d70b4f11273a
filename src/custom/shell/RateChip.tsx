import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../domain/format';

interface RateChipProps {
  code: 'EUR' | 'USD';
  value: number | null;
  /** Tooltip text: the rates' date, or why the rate is unknown. */
  note: string;
}

/** One currency in ₺ on the top bar, '-' while the rate is unknown; the note in a tooltip. */
export const RateChip = ({ code, value, note }: RateChipProps) => {
  const content = (
    <Box data-testid={`rate-${code}`} sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, px: 1.25, py: 0.5, borderRadius: 1.5, bgcolor: 'rgba(255,255,255,.12)' }}>
      <Typography component="span" sx={{ fontSize: 11, fontWeight: 700, opacity: 0.75, letterSpacing: '.04em' }}>
        {code}
      </Typography>
      <Typography component="span" sx={{ fontSize: 14, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value === null ? '-' : formatMoney(value)}
      </Typography>
    </Box>
  );
  return <Tooltip title={note}>{content}</Tooltip>;
};
