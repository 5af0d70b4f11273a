import Box from '@mui/material/Box';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { materialOffersResource } from '../../domain/resources/materialOffers';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { PageHeader } from '../../ui/PageHeader';
import { ResourceListPanel } from '../generic/ResourceListPanel';
import { ownOffersSlots } from './offerSlots';

/** A supplier's own offers under their card on the suppliers page: send, change or withdraw a pending one, read the shop's decision. */
export const OwnOffers = () => (
  <Box sx={{ mt: 4 }} data-testid="supplier-offers">
    <PageHeader title={texts.mine} subtitle={texts.screens.mineSubtitle} icon={<LocalOfferIcon />} />
    <ResourceListPanel declaration={materialOffersResource} override={ownOffersSlots} />
  </Box>
);
