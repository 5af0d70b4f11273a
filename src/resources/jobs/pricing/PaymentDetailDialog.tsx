import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, formatMoney } from '../../../domain/format';
import { invoiceNumber, paymentMethodLabel, type PaymentJob } from '../../../domain/pricing/payments';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { PaymentPriorityChip } from './PaymentPriorityChip';
import { PaymentStatusChip } from './PaymentStatusChip';

interface PaymentDetailDialogProps {
  job: PaymentJob;
  onClose: () => void;
  /** Offered for an unpaid job to those who may mark it paid. */
  onMarkPaid?: () => void;
}

const f = texts.fields;

/** Every field of a payment job, its invoice number, method and dates. */
export const PaymentDetailDialog = ({ job, onClose, onMarkPaid }: PaymentDetailDialogProps) => {
  const titleId = useId();
  const rows: [string, React.ReactNode][] = [
    [f.invoice, invoiceNumber(job.id)],
    [f.customer, job.customer || '-'],
    [f.company, job.workstationName || '-'],
    [f.description, job.description],
    [f.quantity, job.quantity],
    [f.unitPrice, formatMoney(job.unitPrice)],
    [f.totalPrice, formatMoney(job.totalPrice)],
    [f.status, <PaymentStatusChip key="s" status={job.status} />],
    [f.priority, <PaymentPriorityChip key="p" totalPrice={job.totalPrice} />],
    [f.method, paymentMethodLabel(job.paymentMethod)],
    [f.paidAt, formatDateTime(job.paidAt)],
    [f.deadline, formatDate(job.deadline)],
    // A paid job's completedAt is its payment's date (shown above); an unpaid one's is the work's end.
    ...(job.paidAt ? [] : [[f.completedAt, formatDateTime(job.completedAt)] as [string, React.ReactNode]]),
    [f.createdAt, formatDateTime(job.createdAt)],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {texts.viewDialog.title} · {invoiceNumber(job.id)}
      </DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }} data-testid="payment-detail">
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary', fontSize: 13.5, mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {onMarkPaid && job.status !== 'completed' && (
          <Button variant="outlined" color="success" onClick={onMarkPaid}>
            {texts.actions.markPaid}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {texts.actions.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
