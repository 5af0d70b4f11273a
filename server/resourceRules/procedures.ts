import { procedures as texts } from '../../src/i18n/tr/procedures';
import type { Db } from '../db/connect';
import { badRequest } from '../errors';
import { procedureComputedFields } from '../services/procedures/procedureSql';
import type { ResourceBehaviour } from './behaviour';

/** A category's card shows when it last changed, and adding, editing or removing a procedure changes it. */
const touchCategories = async (trx: Db, ids: readonly unknown[]) => {
  const known = [...new Set(ids.map(Number).filter((id) => Number.isInteger(id) && id > 0))];
  if (known.length) await trx.updateTable('procedure_categories').set({ updated_at: new Date() }).where('id', 'in', known).execute();
};

/** A procedure answers with its category's name and must name a category that exists (400, not a foreign-key 500). */
export const proceduresBehaviour: ResourceBehaviour = {
  computed: procedureComputedFields,
  prepareWrite: async (values, { trx }) => {
    if (values.categoryId !== undefined) {
      const found = await trx.selectFrom('procedure_categories').select('id').where('id', '=', Number(values.categoryId)).executeTakeFirst();
      if (!found) throw badRequest(texts.categoryUnknown, { categoryId: texts.categoryUnknown });
    }
    return { values };
  },
  afterWrite: async (_id, values, { trx, existing }) => {
    await touchCategories(trx, [values.categoryId ?? existing?.categoryId, existing?.categoryId]);
  },
  beforeDelete: async (record, { trx }) => {
    await touchCategories(trx, [record.categoryId]);
  },
};
