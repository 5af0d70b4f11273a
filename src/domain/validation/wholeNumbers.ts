import { z } from 'zod';

/** At most one minus, then digits: what a person or a program writes for a whole number. */
const DIGITS = /^-?\d{1,16}$/;

/**
 * A whole number from a JSON number or from text of digits. Number() would also read ' 1', '+1',
 * '0x10', '1e1', '0b1' and '' (as 1, 1, 16, 10, 1 and 0): a row id written any of those ways is
 * a mistake or a probe, and is refused rather than taken for another row.
 */
export const wholeNumber = (message: string | undefined, min: number, max: number) =>
  z.preprocess((value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value), z.number({ error: message }).int(message).min(min, message).max(max, message));

/** A row id: a positive 32-bit integer. */
export const rowId = (message?: string) => wholeNumber(message, 1, 2_147_483_647);
