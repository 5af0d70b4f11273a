import { z } from 'zod';

/** The 'row_changed' channel of migration 20261126_1716_shop_floor: one statement's changed rows. */
export const ROW_CHANGED = 'row_changed';

const rowChange = z.object({
  /** The table's name; a job's operations come as 'jobs' (their job's ids). */
  resource: z.string(),
  op: z.enum(['insert', 'update', 'delete']),
  /** [id, project id] per row; null when one statement changed more than a notification holds. */
  rows: z.array(z.tuple([z.number(), z.number().nullable()])).nullable(),
});

export type RowChange = z.infer<typeof rowChange>;

/** A notification's payload, or null for one this server cannot read (never trusted further). */
export const parseRowChange = (payload: string): RowChange | null => {
  try {
    const parsed = rowChange.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
