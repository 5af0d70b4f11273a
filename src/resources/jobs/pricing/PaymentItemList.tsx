import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PaymentJob } from '../../../domain/pricing/payments';
import { PaymentItem } from './PaymentItem';
import type { PaymentActions } from './usePaymentDialogs';

interface PaymentItemListProps {
  title: string;
  jobs: readonly PaymentJob[] | null;
  empty: string;
  actions: PaymentActions;
  testId: string;
}

/** A titled card of up to five payments (the pending and the recent list). */
export const PaymentItemList = ({ title, jobs, empty, actions, testId }: PaymentItemListProps) => (
  <Paper elevation={0} data-testid={testId} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflow: 'hidden', minWidth: 0 }}>
    <Typography component="h2" sx={{ fontWeight: 800, px: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider', bgcolor: '#f7f9fd' }}>
      {title}
    </Typography>
    {jobs === null ? (
      <Box sx={{ p: 2 }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={44} />
        ))}
      </Box>
    ) : jobs.length === 0 ? (
      <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>
    ) : (
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {jobs.map((job) => (
          <PaymentItem key={job.id} job={job} actions={actions} />
        ))}
      </Box>
    )}
  </Paper>
);
