import { useRecordContext } from 'react-admin';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../domain/format';
import type { MaterialOfferRecord } from '../../domain/resources/materialOffers';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { OfferStatusChip } from './OfferStatusChip';

/** An offer's status coloured by what it means for the supplier. */
export const OfferStatusCell = () => {
  const offer = useRecordContext<MaterialOfferRecord>();
  return offer ? <OfferStatusChip status={offer.status} /> : null;
};

/** Its last day, or 'Süresiz'. */
export const OfferValidUntilCell = () => {
  const until = useRecordContext<MaterialOfferRecord>()?.validUntil;
  return <>{until ? formatDate(until) : texts.screens.noValidUntil}</>;
};

/** The supplier's note, and under it the shop's note on its decision. */
export const OfferNotesCell = () => {
  const offer = useRecordContext<MaterialOfferRecord>();
  if (!offer) return null;
  return (
    <>
      {offer.note}
      {offer.decisionNote && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {texts.fields.decisionNote}: {offer.decisionNote}
        </Typography>
      )}
    </>
  );
};
