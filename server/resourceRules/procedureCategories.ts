import { fill } from '../../src/i18n/fill';
import { procedures as texts } from '../../src/i18n/tr/procedures';
import { categoryComputedFields } from '../services/procedures/procedureSql';
import type { ResourceBehaviour } from './behaviour';

/**
 * A category answers with its procedures and their count. Its deletion takes its procedures
 * with it (ON DELETE CASCADE), and the log row says how many went.
 */
export const procedureCategoriesBehaviour: ResourceBehaviour = {
  computed: categoryComputedFields,
  deleteNote: (record) => {
    const count = Number(record.procedureCount ?? 0);
    return count > 0 ? fill(texts.logCascade, { count }) : undefined;
  },
};
