import Chip from '@mui/material/Chip';
import type { MaterialOfferStatus } from '../../domain/resources/materialOffers';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';

const COLOR = { pending: 'warning', accepted: 'success', rejected: 'error' } as const;

/** An offer's status in Turkish, coloured as the app's other status chips. */
export const OfferStatusChip = ({ status }: { status: MaterialOfferStatus }) => (
  <Chip size="small" color={COLOR[status]} label={texts.statuses[status]} sx={{ fontWeight: 700 }} />
);
