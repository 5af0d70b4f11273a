import { z } from 'zod';
import { moneySchema, toKurus } from '../../../domain/resources/jobValues';
import { typedNumber } from '../../generic/typedNumber';

/** The price dialog's field as typed (1.234,5), held to the declared money rule, the one PUT /prices/jobs/:id/price uses. */
export const priceFormSchema = z.object({ unitPrice: typedNumber(moneySchema) });

export type PriceFormValues = z.input<typeof priceFormSchema>;
export type PriceFormOutput = z.output<typeof priceFormSchema>;

/** A job's total: quantity × unit price, in whole kuruş. */
export const jobTotal = (unitPrice: number, quantity: number): number => (toKurus(unitPrice) * quantity) / 100;

/** The job's total for a typed unit price; null while the price is refused. */
export const typedTotal = (unitPrice: string, quantity: number): number | null => {
  const read = priceFormSchema.shape.unitPrice.safeParse(unitPrice);
  return read.success ? jobTotal(read.data, quantity) : null;
};
