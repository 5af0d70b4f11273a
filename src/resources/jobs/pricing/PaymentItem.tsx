import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '../../../domain/format';
import { invoiceNumber, paymentMethodLabel, type PaymentJob } from '../../../domain/pricing/payments';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { PaymentActionButtons } from './PaymentActionButtons';
import { PaymentPriorityChip } from './PaymentPriorityChip';
import { PaymentStatusChip } from './PaymentStatusChip';
import type { PaymentActions } from './usePaymentDialogs';

/**
 * One payment as the pricing page's lists show it (001 section 3, "Display item"): customer,
 * company (the bench), amount, due or paid date, status, priority, method and invoice number.
 */
export const PaymentItem = ({ job, actions }: { job: PaymentJob; actions: PaymentActions }) => {
  const paid = job.status === 'completed';
  return (
    <Box component="li" data-testid="payment-item" data-job-id={job.id} sx={{ listStyle: 'none', px: 2, py: 1.5, '&:not(:last-child)': { borderBottom: '1px solid', borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {job.customer || '-'}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }} noWrap>
            {job.workstationName || '-'} · {invoiceNumber(job.id)}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="payment-amount">
          {formatMoney(job.totalPrice)}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
        <PaymentStatusChip status={job.status} />
        <PaymentPriorityChip totalPrice={job.totalPrice} />
        <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>
          {paid ? `${texts.fields.paidAt}: ${formatDate(job.paidAt)} · ${paymentMethodLabel(job.paymentMethod)}` : `${texts.fields.deadline}: ${formatDate(job.deadline)}`}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <PaymentActionButtons job={job} actions={actions} />
      </Stack>
    </Box>
  );
};
