import { fill } from '../../src/i18n/fill';
import { counters as texts } from '../../src/i18n/tr/counters';
import { conflict } from '../errors';
import type { ResourceBehaviour } from './behaviour';

/**
 * A bench that jobs use is not deleted (their bench filter and edit form would lose it): the
 * answer says how many jobs, and that it can be made Pasif instead.
 */
export const benchesBehaviour: ResourceBehaviour = {
  beforeDelete: async (record, { trx }) => {
    const { n } = await trx
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workstation_id', '=', Number(record.id))
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) throw conflict(fill(texts.inUse, { count: Number(n) }));
  },
};
