import Box from '@mui/material/Box';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { materialOffersResource } from '../../domain/resources/materialOffers';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { PageHeader } from '../../ui/PageHeader';
import { ResourceListPanel } from '../generic/ResourceListPanel';
import { TransferButtons } from '../generic/TransferButtons';
import { offerReviewSlots } from './offerSlots';

/** The supply panel's Tedarikçi Teklifleri: every supplier's offers, pending first by default, accepted or rejected here. */
export const OfferReviewPage = () => (
  <Box>
    <PageHeader title={texts.title} subtitle={texts.screens.reviewSubtitle} icon={<LocalOfferIcon />} actions={<TransferButtons declaration={materialOffersResource} />} />
    <ResourceListPanel declaration={materialOffersResource} override={offerReviewSlots} />
  </Box>
);
