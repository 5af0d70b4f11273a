import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/EditOutlined';
import PaidIcon from '@mui/icons-material/PriceCheck';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { PaymentJob } from '../../../domain/pricing/payments';
import { pricing as texts } from '../../../i18n/tr/pricing';
import type { PaymentActions } from './usePaymentDialogs';

/** View, and for an unpaid job price and mark paid, as small icon buttons with their names. */
export const PaymentActionButtons = ({ job, actions }: { job: PaymentJob; actions: PaymentActions }) => {
  const unpaid = job.status !== 'completed';
  const button = (label: string, icon: React.ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} data-testid={testId}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.25} sx={{ flexShrink: 0 }}>
      {button(texts.actions.view, <VisibilityIcon fontSize="small" />, () => actions.view(job), 'view-payment')}
      {unpaid && actions.editPrice && button(texts.actions.editPrice, <EditIcon fontSize="small" />, () => actions.editPrice!(job), 'edit-price')}
      {unpaid && actions.markPaid && button(texts.actions.markPaid, <PaidIcon fontSize="small" color="success" />, () => actions.markPaid!(job), 'mark-paid')}
    </Stack>
  );
};
