import { createElement } from 'react';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import type { ResourceOverride } from '../../generic/resourceOverride';
import { materialListing } from '../list/materialListing';
import { CurrentPriceCell } from './CurrentPriceCell';
import { PriceActions } from './PriceActions';
import { PriceCard } from './PriceCard';

const t = materialScreens.prices;

/**
 * Fiyat Yönetimi is the generated list of materials too, searched and paged as the material list,
 * by name: each material's price per kg in force and since when, and a row's 'Fiyat Gir' and
 * 'Geçmiş'.
 */
export const materialPricesOverride: ResourceOverride = {
  ...materialListing,
  heading: { title: t.title, subtitle: t.subtitle, icon: createElement(RequestQuoteIcon) },
  columns: ['name', 'category', 'subCategory', { source: 'currentPricePerKg', cell: CurrentPriceCell }, 'priceValidFrom'],
  card: PriceCard,
  sort: { field: 'name', order: 'ASC' },
  // Its own search and page, not the material list's.
  storeKey: 'materialPrices',
  rowActions: PriceActions,
  // Materials are deleted on their own list; here no row offers it (edit and add are that list's too).
  mayDelete: () => false,
};
