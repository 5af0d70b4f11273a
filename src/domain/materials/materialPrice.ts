import { z } from 'zod';
import { materials as texts } from '../../i18n/tr/materials';
import { calendarDay } from '../validation/dates';

const t = texts.price;

/** Prices per kg in lira with at most two decimals, stored exactly as numeric(14,2). */
export const PRICE_PER_KG_MAX = 9_999_999.99;

/**
 * A new price of a material from a day on (the history keeps every earlier one). Without
 * validFrom it holds from today, the shop's day (Europe/Istanbul).
 */
export const materialPriceBody = z.object({
  pricePerKg: z.coerce
    .number({ error: t.priceInvalid })
    .min(0, t.priceInvalid)
    .max(PRICE_PER_KG_MAX, t.priceMax)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, t.priceInvalid),
  validFrom: calendarDay(t.dateInvalid).optional(),
});

export type MaterialPriceBody = z.infer<typeof materialPriceBody>;

/** One entry of a material's price history, as the API answers it. */
export interface MaterialPrice {
  id: number;
  pricePerKg: number;
  validFrom: string;
  createdBy: number | null;
  createdByName: string | null;
  /** The supplier whose accepted offer set this price, if one did. */
  supplierName: string | null;
  createdAt: string;
  /** The price in force today. */
  current: boolean;
}

/** The panel's figures (dashboard), all counted by the database. */
export interface MaterialSummary {
  materials: number;
  categories: number;
  subcategories: number;
  pricedMaterials: number;
  /** Materials added in the last 30 days. */
  recentlyAdded: number;
  /** Supplier offers awaiting the shop's decision (the spec's 'pending offers' card). */
  pendingOffers: number;
}
