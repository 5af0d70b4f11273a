import { sql } from 'kysely';
import { fill } from '../../src/i18n/fill';
import { materials as texts } from '../../src/i18n/tr/materials';
import { foldCase } from '../db/resourceStore';
import { badRequest, conflict } from '../errors';
import type { Db } from '../db/connect';
import { prepareEach, type PreparedWrite, type ResourceBehaviour } from './behaviour';

const t = texts.subcategory;

const materialsUsing = async (trx: Db, subcategoryId: number): Promise<number> => {
  const { n } = await trx
    .selectFrom('materials')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subcategory_id', '=', subcategoryId)
    .executeTakeFirstOrThrow();
  return Number(n);
};

/** What the rules read of other tables: queried per call for one row, read once for a file. */
interface SubcategoryLookups {
  categoryExists: (id: number) => Promise<boolean>;
  materialsUsing: (subcategoryId: number) => Promise<number>;
  /** The subcategory holding this name in this category (ignoring case), other than `exceptId`. */
  holder: (categoryId: number, name: string, exceptId?: number) => Promise<number | undefined>;
}

const queried = (trx: Db): SubcategoryLookups => ({
  categoryExists: async (id) => Boolean(await trx.selectFrom('material_categories').select('id').where('id', '=', id).executeTakeFirst()),
  materialsUsing: (id) => materialsUsing(trx, id),
  holder: async (categoryId, name, exceptId) => {
    let same = trx
      .selectFrom('material_subcategories')
      .select('id')
      .where('category_id', '=', categoryId)
      .where(sql<boolean>`${foldCase(sql.ref('name'))} = ${foldCase(sql.val(name))}`);
    if (exceptId !== undefined) same = same.where('id', '<>', exceptId);
    return (await same.executeTakeFirst())?.id;
  },
});

/**
 * The same lookups for a file, four queries in all. A name is claimed by its row as the rows are
 * prepared in order, so a name twice in one category of the file is refused on its second row,
 * as writing the rows one by one would.
 */
const loaded = async (trx: Db, writes: readonly { values: Record<string, unknown>; existing?: Record<string, unknown> }[]): Promise<SubcategoryLookups> => {
  const any = (ids: number[]) => sql<boolean>`id = any(${ids}::int[])`;
  const categoryOf = (w: (typeof writes)[number]) => Number(w.values.categoryId ?? w.existing?.categoryId);
  const categories = [...new Set(writes.map(categoryOf).filter(Number.isInteger))];
  const known = new Set((await trx.selectFrom('material_categories').select('id').where(any(categories)).execute()).map((r) => r.id));
  const updated = writes.flatMap((w) => (w.existing ? [Number(w.existing.id)] : []));
  const used = await trx
    .selectFrom('materials')
    .select(['subcategory_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where(sql<boolean>`subcategory_id = any(${updated}::int[])`)
    .groupBy('subcategory_id')
    .execute();
  const usedBy = new Map(used.map((r) => [r.subcategory_id, Number(r.n)]));
  const names = [...new Set(writes.map((w) => String(w.values.name ?? w.existing?.name)))];
  const folded = await sql<{ v: string; k: string }>`select v, ${foldCase(sql.ref('v'))} as k from unnest(${names}::text[]) as u(v)`.execute(trx);
  const keyOf = new Map(folded.rows.map((r) => [r.v, r.k]));
  const held = await trx
    .selectFrom('material_subcategories')
    .select(['id', 'category_id', foldCase(sql.ref('name')).as('k')])
    .where(sql<boolean>`category_id = any(${categories}::int[])`)
    .execute();
  // Rows of the file claim their name under a negative number, so they never match a record's id.
  const holders = new Map(held.map((r) => [`${r.category_id}:${String(r.k)}`, r.id]));
  let claims = 0;
  return {
    categoryExists: async (id) => known.has(id),
    materialsUsing: async (id) => usedBy.get(id) ?? 0,
    holder: async (categoryId, name, exceptId) => {
      const key = `${categoryId}:${keyOf.get(name)}`;
      const found = holders.get(key);
      if (found === undefined || found === exceptId) holders.set(key, exceptId ?? --claims);
      return found === exceptId ? undefined : found;
    },
  };
};

/** The rules, reading other tables through `lookups`. */
const prepareWith = async (lookups: SubcategoryLookups, values: Record<string, unknown>, existing?: Record<string, unknown>): Promise<PreparedWrite> => {
  const categoryId = Number(values.categoryId ?? existing?.categoryId);
  const name = (values.name ?? existing?.name) as string;
  if (values.categoryId !== undefined) {
    if (!(await lookups.categoryExists(categoryId))) throw badRequest(texts.categoryUnknown, { categoryId: texts.categoryUnknown });
    if (existing && categoryId !== existing.categoryId && (await lookups.materialsUsing(Number(existing.id))) > 0) throw conflict(t.categoryLocked);
  }
  if ((await lookups.holder(categoryId, name, existing ? Number(existing.id) : undefined)) !== undefined) throw conflict(t.duplicate);
  return { values };
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
  prepareWrite: (values, { trx, existing }) => prepareWith(queried(trx), values, existing),
  prepareMany: async (writes, { trx }) => {
    const lookups = await loaded(trx, writes);
    return prepareEach(writes, (w) => prepareWith(lookups, w.values, w.existing));
  },
  beforeDelete: async (record, { trx }) => {
    const n = await materialsUsing(trx, Number(record.id));
    if (n > 0) throw conflict(fill(t.inUse, { count: n }));
  },
};
