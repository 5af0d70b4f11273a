import Box from '@mui/material/Box';
import { shell } from '../../i18n/tr/shell';
import { RateChip } from './RateChip';
import { useExchangeRates } from './useExchangeRates';

/** EUR and USD in ₺ with 2 decimals, polled every 5 minutes. */
export const ExchangeRatesDisplay = () => {
  const rates = useExchangeRates();
  const reason = rates.message ?? shell.topBar.rateUnavailable;
  return (
    <Box role="group" aria-label={shell.topBar.rates} sx={{ display: 'flex', gap: 1 }}>
      <RateChip code="EUR" value={rates.EUR} reason={reason} />
      <RateChip code="USD" value={rates.USD} reason={reason} />
    </Box>
  );
};
