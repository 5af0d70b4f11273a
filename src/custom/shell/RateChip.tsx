import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../domain/format';

interface RateChipProps {
  code: 'EUR' | 'USD';
  value: number | null;
  /** Tooltip text while the rate is unknown. */
  reason: string;
}

/** One currency in ₺ on the top bar; '-' with a tooltip while the rate is unknown. */
export const RateChip = ({ code, value, reason }: RateChipProps) => {
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
  return value === null ? <Tooltip title={reason}>{content}</Tooltip> : content;
};
