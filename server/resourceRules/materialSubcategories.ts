import { sql } from 'kysely';
import { fill } from '../../src/i18n/fill';
import { materials as texts } from '../../src/i18n/tr/materials';
import { foldCase } from '../db/resourceStore';
import { badRequest, conflict } from '../errors';
import type { Db } from '../db/connect';
import type { ResourceBehaviour } from './behaviour';

const t = texts.subcategory;

const materialsUsing = async (trx: Db, subcategoryId: number): Promise<number> => {
  const { n } = await trx
    .selectFrom('materials')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subcategory_id', '=', subcategoryId)
    .executeTakeFirstOrThrow();
  return Number(n);
};

/**
 * Names are unique within a category (ignoring case, as the index of migration 0014 folds them).
 * A subcategory that materials use keeps its category (their composite key names both) and is
 * not deleted.
 */
export const materialSubcategoriesBehaviour: ResourceBehaviour = {
  computed: {
    categoryName: sql`(select c.name from material_categories c where c.id = material_subcategories.category_id)`,
    materialCount: sql<number>`(select count(*)::int from materials m where m.subcategory_id = material_subcategories.id)`,
  },
  prepareWrite: async (values, { trx, existing }) => {
    const categoryId = Number(values.categoryId ?? existing?.categoryId);
    const name = (values.name ?? existing?.name) as string;
    if (values.categoryId !== undefined) {
      const category = await trx.selectFrom('material_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
      if (!category) throw badRequest(texts.categoryUnknown, { categoryId: texts.categoryUnknown });
      if (existing && categoryId !== existing.categoryId && (await materialsUsing(trx, Number(existing.id))) > 0) throw conflict(t.categoryLocked);
    }
    let same = trx
      .selectFrom('material_subcategories')
      .select('id')
      .where('category_id', '=', categoryId)
      .where(sql<boolean>`${foldCase(sql.ref('name'))} = ${foldCase(sql.val(name))}`);
    if (existing) same = same.where('id', '<>', Number(existing.id));
    if (await same.executeTakeFirst()) throw conflict(t.duplicate);
    return { values };
  },
  beforeDelete: async (record, { trx }) => {
    const n = await materialsUsing(trx, Number(record.id));
    if (n > 0) throw conflict(fill(t.inUse, { count: n }));
  },
};
