import { z } from 'zod';
import { validation } from '../../src/i18n/tr/validation';
import { rowId, wholeNumber } from '../../src/domain/validation/wholeNumbers';

/** A row id in a path: a positive 32-bit integer. */
export const idParam = z.object({ id: rowId(validation.invalidId) });

/** Paging, sorting and search of every list route; filters extend it. */
export const listQuery = z.object({
  page: wholeNumber(undefined, 1, 1_000_000).default(1),
  limit: wholeNumber(undefined, 1, 1000).default(1000),
  sort: z.string().max(64).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).transform((o) => o.toUpperCase() as 'ASC' | 'DESC').optional(),
  q: z.string().max(200).optional(),
});
