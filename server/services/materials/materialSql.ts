import { sql } from 'kysely';

/** Today's calendar day in the shop's time zone: a price valid from today counts from midnight in İstanbul. */
export const istanbulToday = sql`(now() at time zone 'Europe/Istanbul')::date`;

/** A material's current price row: the latest valid_from up to today (ties: the last entered). */
const currentPrice = (column: 'price_per_kg' | 'valid_from') =>
  sql`(select mp.${sql.raw(column)} from material_prices mp
    where mp.material_id = materials.id and mp.valid_from <= ${istanbulToday}
    order by mp.valid_from desc, mp.id desc limit 1)`;

/** The materials declaration's computed fields, selected for the answered rows only. */
export const materialComputedFields = {
  category: sql`(select c.name from material_categories c where c.id = materials.category_id)`,
  subCategory: sql`(select s.name from material_subcategories s where s.id = materials.subcategory_id)`,
  currentPricePerKg: currentPrice('price_per_kg'),
  priceValidFrom: sql`to_char(${currentPrice('valid_from')}, 'YYYY-MM-DD')`,
};
