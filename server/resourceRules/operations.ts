import { sql } from 'kysely';
import type { ResourceBehaviour } from './behaviour';

/** The operations page shows counts of the whole catalogue (total, active, passive) next to its list. */
export const operationsBehaviour: ResourceBehaviour = {
  listSummary: async (db) => {
    const row = await db
      .selectFrom('operations')
      .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where status = 'active'))::int`.as('active')])
      .executeTakeFirstOrThrow();
    return { counts: { total: row.total, active: row.active, passive: row.total - row.active } };
  },
};
