import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { materialOffersResource, type MaterialOfferRecord, type MaterialOfferStatus } from '../../domain/resources/materialOffers';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { ChoiceFilter } from '../../ui/ChoiceFilter';
import { FilterBar } from '../../ui/FilterBar';
import { PageHeader } from '../../ui/PageHeader';
import { TransferButtons } from '../generic/TransferButtons';
import { OfferDecisionDialog } from './OfferDecisionDialog';
import { OfferListPanel } from './OfferListPanel';
import { useOfferList } from './useOfferList';
import type { OfferDecision } from './offerDecisions';

const t = texts.screens;
const STATUSES: readonly MaterialOfferStatus[] = ['pending', 'accepted', 'rejected'];

/** The supply panel's Tedarikçi Teklifleri: every supplier's offers, pending first by default, accepted or rejected here. */
export const OfferReviewPage = () => {
  const [status, setStatus] = useState<MaterialOfferStatus | ''>('pending');
  const list = useOfferList(status ? { status } : {});
  const [deciding, setDeciding] = useState<{ offer: MaterialOfferRecord; decision: OfferDecision } | null>(null);
  return (
    <Box>
      <PageHeader title={texts.title} subtitle={t.reviewSubtitle} icon={<LocalOfferIcon />} actions={<TransferButtons declaration={materialOffersResource} />} />
      <FilterBar>
        <ChoiceFilter
          label={texts.fields.status}
          value={status}
          onChange={(v) => setStatus(v as MaterialOfferStatus | '')}
          choices={[{ value: '', label: t.allStatuses }, ...STATUSES.map((s) => ({ value: s, label: texts.statuses[s] }))]}
        />
      </FilterBar>
      <OfferListPanel
        list={list}
        showSupplier
        empty={t.emptyReview}
        actions={(o) =>
          o.status === 'pending' && (
            <>
              <Button size="small" color="success" variant="contained" onClick={() => setDeciding({ offer: o, decision: 'accept' })} sx={{ mr: 1 }}>
                {t.accept}
              </Button>
              <Button size="small" color="error" onClick={() => setDeciding({ offer: o, decision: 'reject' })}>
                {t.reject}
              </Button>
            </>
          )
        }
      />
      <OfferDecisionDialog offer={deciding?.offer ?? null} decision={deciding?.decision ?? 'accept'} onClose={() => setDeciding(null)} />
    </Box>
  );
};
