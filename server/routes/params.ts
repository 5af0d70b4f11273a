import { z } from 'zod';
import { validation } from '../../src/i18n/tr/validation';

/** A row id in a path: a positive 32-bit integer. */
export const idParam = z.object({ id: z.coerce.number({ error: validation.invalidId }).int(validation.invalidId).positive(validation.invalidId).max(2147483647, validation.invalidId) });

/** Paging, sorting and search of every list route; filters extend it. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  sort: z.string().max(64).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).transform((o) => o.toUpperCase() as 'ASC' | 'DESC').optional(),
  q: z.string().max(200).optional(),
});
