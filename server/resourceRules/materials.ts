import { materials as texts } from '../../src/i18n/tr/materials';
import { badRequest } from '../errors';
import { materialComputedFields } from '../services/materials/materialSql';
import type { ResourceBehaviour } from './behaviour';

/**
 * A material's subcategory must be one of its category's (001 section 4: changing the category
 * clears the subcategory). Checked here with a Turkish 400; the composite foreign key of
 * migration 0014 holds the same rule in SQL.
 */
export const materialsBehaviour: ResourceBehaviour = {
  computed: materialComputedFields,
  prepareWrite: async (values, { trx, existing }) => {
    if (values.categoryId === undefined && values.subCategoryId === undefined) return { values };
    const categoryId = Number(values.categoryId ?? existing?.categoryId);
    const subCategoryId = Number(values.subCategoryId ?? existing?.subCategoryId);
    const category = await trx.selectFrom('material_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
    if (!category) throw badRequest(texts.categoryUnknown, { categoryId: texts.categoryUnknown });
    const sub = await trx.selectFrom('material_subcategories').select('category_id').where('id', '=', subCategoryId).executeTakeFirst();
    if (!sub) throw badRequest(texts.subcategoryUnknown, { subCategoryId: texts.subcategoryUnknown });
    if (sub.category_id !== categoryId) throw badRequest(texts.subcategoryNotOfCategory, { subCategoryId: texts.subcategoryNotOfCategory });
    return { values };
  },
};
