import { z } from 'zod';
import { materialOfferSchema } from '../../domain/resources/materialOffers.schema';
import { typedNumber } from '../generic/typedNumber';

/** An empty text field is no value: the declared schema then says whether it may be missing. */
const blankAsNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema);

/**
 * The declared offer schema as the form types it: the price read from its Turkish text, an empty
 * day or note sent as none. The supplier is the server's to fill. Every rule is the declaration's.
 */
export const offerFormSchema = (body: typeof materialOfferSchema = materialOfferSchema) =>
  body.omit({ supplierId: true }).extend({
    pricePerKg: typedNumber(body.shape.pricePerKg),
    validUntil: blankAsNull(body.shape.validUntil),
    note: blankAsNull(body.shape.note),
  });

/** The form's values as typed: ids and texts as the inputs hold them. */
export interface OfferFormValues {
  materialId: number | '';
  pricePerKg: string;
  validUntil: string;
  note: string;
}
export type OfferFormBody = z.output<ReturnType<typeof offerFormSchema>>;
