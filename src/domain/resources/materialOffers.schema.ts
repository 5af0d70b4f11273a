import { z } from 'zod';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { PRICE_PER_KG_MAX } from '../materials/materialPrice';
import { calendarDay } from '../validation/dates';
import { rowId } from '../validation/wholeNumbers';

const v = texts.validation;

/** At most two decimals, compared in hundredths (0.29 is not refused for its binary form). */
const kurus = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * A supplier's offer: a catalogue material and a price per kg, optionally until a day, with a
 * note. `supplierId` is the shop's when it records an offer received by phone or e-mail; a
 * supplier's own offers are theirs (the server fills it).
 */
export const materialOfferSchema = z.object({
  materialId: rowId(v.materialRequired),
  supplierId: rowId(v.supplierRequired).optional(),
  pricePerKg: z.coerce.number({ error: v.priceInvalid }).min(0.01, v.priceInvalid).max(PRICE_PER_KG_MAX, v.priceMax).refine(kurus, v.priceInvalid),
  validUntil: calendarDay(v.validUntilInvalid).nullable().optional(),
  note: z.string({ error: v.noteTooLong }).trim().max(500, v.noteTooLong).nullable().optional(),
});

export type MaterialOfferBody = z.infer<typeof materialOfferSchema>;
