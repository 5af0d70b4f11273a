import Chip from '@mui/material/Chip';
import { paymentPriority } from '../../../domain/pricing/payments';
import { pricing as texts } from '../../../i18n/tr/pricing';

const COLORS = { high: 'error', medium: 'warning', low: 'default' } as const;

/** Yüksek over 500 ₺, Orta over 200 ₺, else Düşük (001 section 9). */
export const PaymentPriorityChip = ({ totalPrice }: { totalPrice: number }) => {
  const priority = paymentPriority(totalPrice);
  return <Chip size="small" color={COLORS[priority]} label={texts.priorities[priority]} sx={{ fontWeight: 600 }} />;
};
