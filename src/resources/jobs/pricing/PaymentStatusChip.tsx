import Chip from '@mui/material/Chip';
import { paymentStatusLabel } from '../../../domain/pricing/payments';

const COLORS: Record<string, 'success' | 'warning' | 'error' | 'default'> = { completed: 'success', pending: 'warning', overdue: 'error' };

/** Tamamlandı / Bekliyor / Gecikmiş, and 'Bilinmeyen' for anything else. */
export const PaymentStatusChip = ({ status }: { status: string }) => (
  <Chip size="small" color={COLORS[status] ?? 'default'} variant="outlined" label={paymentStatusLabel(status)} data-testid="payment-status" sx={{ fontWeight: 700 }} />
);
