import { formatMoney } from '../../domain/format';
import type { MaterialOfferRecord } from '../../domain/resources/materialOffers';
import { fill } from '../../i18n/fill';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import type { ResourceOverride } from '../generic/resourceOverride';
import { offerCard } from './OfferCard';
import { OfferNotesCell, OfferStatusCell, OfferValidUntilCell } from './OfferCells';
import { OfferDecisionButtons } from './OfferDecisionButtons';
import { OfferMaterialInput } from './OfferMaterialInput';

const t = texts.screens;
const pending = (offer: MaterialOfferRecord) => offer.status === 'pending';
const columns = (supplier: boolean): ResourceOverride['columns'] => [
  'material',
  ...(supplier ? ['supplier'] : []),
  'pricePerKg',
  { source: 'validUntil', cell: OfferValidUntilCell },
  'createdAt',
  { source: 'status', cell: OfferStatusCell },
  { source: 'note', cell: OfferNotesCell },
];

/**
 * A supplier's own offers under their card: the generated list and form of the declared resource;
 * a pending offer is changed or withdrawn ('Geri Çek'), a decided one only read.
 */
export const ownOffersSlots: ResourceOverride = {
  recordRepresentation: 'material',
  columns: columns(false),
  card: offerCard(false),
  labelledCardActions: true,
  filters: [],
  forms: 'dialog',
  createLabel: t.add,
  formTitles: { create: t.addTitle, edit: t.editTitle },
  addLabel: t.save,
  formRefusal: 'alert',
  inputs: { materialId: OfferMaterialInput },
  mayEdit: (offer) => pending(offer as MaterialOfferRecord),
  mayDelete: (offer) => pending(offer as MaterialOfferRecord),
  listTexts: {
    empty: t.emptyMine,
    deleteLabel: t.withdraw,
    deleteTitle: t.withdrawTitle,
    deleteBody: (offer) => fill(t.withdrawBody, { material: String(offer.material ?? ''), price: formatMoney(Number(offer.pricePerKg)) }),
  },
};

/** The shop's review on the supply panel: every supplier's offers, pending first, each pending one accepted or rejected. */
export const offerReviewSlots: ResourceOverride = {
  columns: columns(true),
  card: offerCard(true),
  filters: ['status'],
  filterDefaults: { status: 'pending' },
  rowActions: OfferDecisionButtons,
  mayEdit: () => false,
  mayDelete: () => false,
  listTexts: { empty: t.emptyReview },
};
