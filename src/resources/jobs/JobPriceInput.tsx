import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../../domain/format';
import { jobScreens } from '../../i18n/tr/jobScreens';
import type { FieldInputProps } from '../generic/resourceOverride';
import { TurkishNumberInput } from '../generic/TurkishNumberInput';
import { totalPriceOf } from './jobBody';

const t = jobScreens.form;

/** The unit price, then the total it makes with the quantity, read only (001 section 2.3). */
export const JobPriceInput = ({ source }: FieldInputProps) => {
  const [quantity, unitPrice] = useWatch({ name: ['quantity', source] }) as [number | null, number | null];
  const total = totalPriceOf(quantity, unitPrice);
  return (
    <>
      <TurkishNumberInput source={source} label={t.unitPrice} minDecimals={2} />
      <TextField label={t.totalPrice} value={total === null ? '' : formatMoney(total)} helperText={t.totalHint} size="small" slotProps={{ input: { readOnly: true } }} />
    </>
  );
};
