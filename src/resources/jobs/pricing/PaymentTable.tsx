import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatMoney } from '../../../domain/format';
import { invoiceNumber, paymentMethodLabel, type PaymentJob } from '../../../domain/pricing/payments';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { PaymentActionButtons } from './PaymentActionButtons';
import { PaymentStatusChip } from './PaymentStatusChip';
import type { PaymentActions } from './usePaymentDialogs';

const f = texts.fields;
const ELLIPSIS = { maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
// The description takes what the fixed columns leave: up to two lines, not a word and a half.
const TWO_LINES = { overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' } as const;

/** The wide-screen form of the all-payments list. */
export const PaymentTable = ({ jobs, actions }: { jobs: readonly PaymentJob[]; actions: PaymentActions }) => (
  <Table size="small" sx={{ tableLayout: 'fixed' }} aria-label={texts.allPayments}>
    <TableHead>
      <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: '#f7f9fd', color: 'text.secondary', fontSize: 13 } }}>
        <TableCell sx={{ width: 90 }}>{f.invoice}</TableCell>
        <TableCell sx={{ width: 140 }}>{f.customer}</TableCell>
        <TableCell>{f.description}</TableCell>
        <TableCell sx={{ width: 120 }}>{f.company}</TableCell>
        <TableCell sx={{ width: 120 }} align="right">
          {f.totalPrice}
        </TableCell>
        <TableCell sx={{ width: 124 }}>{f.status}</TableCell>
        <TableCell sx={{ width: 124 }}>{f.method}</TableCell>
        <TableCell sx={{ width: 100 }}>{texts.report.columns[6]}</TableCell>
        <TableCell sx={{ width: 116 }}>{f.actions}</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {jobs.map((job) => (
        <TableRow key={job.id} hover data-testid="payment-row" data-job-id={job.id}>
          <TableCell sx={{ fontFamily: 'monospace' }}>{invoiceNumber(job.id)}</TableCell>
          <TableCell sx={{ ...ELLIPSIS, fontWeight: 600 }} title={job.customer || undefined}>
            {job.customer || '-'}
          </TableCell>
          <TableCell title={job.description}>
            <span style={TWO_LINES}>{job.description}</span>
          </TableCell>
          <TableCell sx={ELLIPSIS} title={job.workstationName || undefined}>
            {job.workstationName || '-'}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatMoney(job.totalPrice)}
          </TableCell>
          <TableCell>
            <PaymentStatusChip status={job.status} />
          </TableCell>
          <TableCell>{paymentMethodLabel(job.paymentMethod)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(job.paidAt ?? job.deadline ?? job.createdAt)}</TableCell>
          <TableCell>
            <PaymentActionButtons job={job} actions={actions} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
