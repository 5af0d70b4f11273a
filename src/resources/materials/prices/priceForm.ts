import type { z } from 'zod';
import { materialPriceBody } from '../../../domain/materials/materialPrice';
import { typedNumber } from '../../generic/typedNumber';

/** The server's own rule for a new price, its price read from the Turkish text first. */
export const priceFormSchema = (body: typeof materialPriceBody = materialPriceBody) => body.extend({ pricePerKg: typedNumber(body.shape.pricePerKg) });

/** The price form's values as typed: the price its Turkish text, the day as the date input gives it. */
export type PriceFormValues = z.input<ReturnType<typeof priceFormSchema>>;
