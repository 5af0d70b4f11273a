import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import Button from '@mui/material/Button';
import type { MaterialOfferRecord } from '../../domain/resources/materialOffers';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { OfferDecisionDialog } from './OfferDecisionDialog';
import type { OfferDecision } from './offerDecisions';

const t = texts.screens;

/** A pending offer's row on the shop's review: accept or reject it, asked first with a note. */
export const OfferDecisionButtons = () => {
  const offer = useRecordContext<MaterialOfferRecord>();
  const [decision, setDecision] = useState<OfferDecision | null>(null);
  if (offer?.status !== 'pending') return null;
  return (
    <>
      <Button size="small" color="success" variant="contained" onClick={() => setDecision('accept')} sx={{ mr: 1 }}>
        {t.accept}
      </Button>
      <Button size="small" color="error" onClick={() => setDecision('reject')}>
        {t.reject}
      </Button>
      <OfferDecisionDialog offer={decision ? offer : null} decision={decision ?? 'accept'} onClose={() => setDecision(null)} />
    </>
  );
};
