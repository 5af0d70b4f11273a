import type { ComponentType, ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { materialOffersResource, type MaterialOfferRecord } from '../../domain/resources/materialOffers';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { FieldCell } from '../generic/FieldCell';
import { OfferStatusCell, OfferValidUntilCell } from './OfferCells';

const f = texts.fields;
const field = (source: string) => materialOffersResource.fields.find((d) => d.source === source)!;

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Typography component="div" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
    {label}: {children}
  </Typography>
);

/**
 * An offer's card on a phone: what its desktop row shows (offerSlots columns), the supplier's note
 * and the shop's decision note ('Karar Notu') included; the card's actions are the row's.
 */
export const offerCard = (supplier: boolean): ComponentType => {
  const OfferCard = () => {
    const offer = useRecordContext<MaterialOfferRecord>();
    if (!offer) return null;
    return (
      <Stack spacing={0.25} data-testid="offer-card">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {offer.material}
          </Typography>
          <OfferStatusCell />
        </Stack>
        {supplier && <Line label={f.supplier}>{offer.supplier ?? '-'}</Line>}
        <Line label={f.pricePerKg}>
          <FieldCell field={field('pricePerKg')} />
        </Line>
        <Line label={f.validUntil}>
          <OfferValidUntilCell />
        </Line>
        <Line label={f.createdAt}>
          <FieldCell field={field('createdAt')} />
        </Line>
        {offer.note && <Line label={f.note}>{offer.note}</Line>}
        {offer.decisionNote && (
          <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            {f.decisionNote}: {offer.decisionNote}
          </Typography>
        )}
      </Stack>
    );
  };
  return OfferCard;
};
