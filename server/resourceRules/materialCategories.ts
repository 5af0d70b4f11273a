import { sql } from 'kysely';
import { fill } from '../../src/i18n/fill';
import { materials as texts } from '../../src/i18n/tr/materials';
import { conflict } from '../errors';
import type { ResourceBehaviour } from './behaviour';

/**
 * A category comes with its subcategories (and how many materials each holds). One that
 * materials use is not deleted: the answer says how many; an unused one takes its
 * subcategories with it (cascade).
 */
export const materialCategoriesBehaviour: ResourceBehaviour = {
  computed: {
    subcategories: sql`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name,
        'materialCount', (select count(*)::int from materials m where m.subcategory_id = s.id)) order by s.id)
      from material_subcategories s where s.category_id = material_categories.id), '[]'::json)`,
    materialCount: sql<number>`(select count(*)::int from materials m where m.category_id = material_categories.id)`,
  },
  beforeDelete: async (record, { trx }) => {
    const { n } = await trx
      .selectFrom('materials')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', Number(record.id))
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) throw conflict(fill(texts.category.inUse, { count: Number(n) }));
  },
};
