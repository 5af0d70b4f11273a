/** Supplier offers: the supplier's own section (suppliers page) and the shop's review (supply panel). */
export { SupplierOffersSection } from './SupplierOffersSection';
export { OfferReviewPage } from './OfferReviewPage';
