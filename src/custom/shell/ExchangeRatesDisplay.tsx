import Box from '@mui/material/Box';
import { formatDateTime } from '../../domain/format';
import { fill } from '../../i18n/fill';
import { shell } from '../../i18n/tr/shell';
import { RateChip } from './RateChip';
import { useExchangeRates } from './useExchangeRates';

/**
 * EUR and USD in ₺ with 2 decimals, polled every 5 minutes; their date (and, offline, that they
 * are the last known ones) in the tooltip, or why there are none.
 */
export const ExchangeRatesDisplay = () => {
  const rates = useExchangeRates();
  const dated = rates.updatedAt ? fill(shell.topBar.ratesDate, { date: formatDateTime(rates.updatedAt) }) : null;
  const note = [dated, rates.message].filter(Boolean).join(' · ') || shell.topBar.rateUnavailable;
  return (
    <Box role="group" aria-label={shell.topBar.rates} sx={{ display: 'flex', gap: 1 }}>
      <RateChip code="EUR" value={rates.EUR} note={note} />
      <RateChip code="USD" value={rates.USD} note={note} />
    </Box>
  );
};
