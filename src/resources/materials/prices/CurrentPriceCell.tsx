import { useRecordContext } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../domain/format';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';

/** A material's price per kg in force, or that none has been entered. */
export const CurrentPriceCell = () => {
  const price = useRecordContext<MaterialRecord>()?.currentPricePerKg;
  if (price == null) return <Typography component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>{materialScreens.prices.noPrice}</Typography>;
  return <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, fontSize: 14 }}>{formatMoney(price)}</Typography>;
};
