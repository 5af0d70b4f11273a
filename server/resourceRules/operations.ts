import { sql } from 'kysely';
import { operations as texts } from '../../src/i18n/tr/operations';
import { badRequest } from '../errors';
import type { ResourceBehaviour } from './behaviour';

/** The operations page shows counts of the whole catalogue (total, active, passive) next to its list; an operation's procedure must exist. */
export const operationsBehaviour: ResourceBehaviour = {
  // A procedure that is not there is the body's mistake (400), not a foreign-key 409.
  prepareWrite: async (values, { trx }) => {
    if (values.procedureId != null) {
      const found = await trx.selectFrom('procedures').select('id').where('id', '=', Number(values.procedureId)).executeTakeFirst();
      if (!found) throw badRequest(texts.procedureUnknown, { procedureId: texts.procedureUnknown });
    }
    return { values };
  },
  listSummary: async (db) => {
    const row = await db
      .selectFrom('operations')
      .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where status = 'active'))::int`.as('active')])
      .executeTakeFirstOrThrow();
    return { counts: { total: row.total, active: row.active, passive: row.total - row.active } };
  },
};
