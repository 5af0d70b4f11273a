import { useRecordContext } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatDay } from '../../../domain/materials/calendarDays';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { CurrentPriceCell } from './CurrentPriceCell';

/** A material's card on a phone: its name, category and subcategory, its price per kg and since when. */
export const PriceCard = () => {
  const m = useRecordContext<MaterialRecord>();
  if (!m) return null;
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {m.name}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 0.5 }}>
        {m.category} · {m.subCategory}
      </Typography>
      <CurrentPriceCell /> <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>· {formatDay(m.priceValidFrom)}</Typography>
    </>
  );
};
