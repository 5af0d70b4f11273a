import { sql } from 'kysely';
import type { Db } from '../connect';

/** Realistic shop materials: name, category, subcategory (the migration's), density g/cm³, price ₺/kg. */
const DEMO_MATERIALS: readonly [string, string, string, string, string][] = [
  ['S235JR', 'ÇELİKLER', 'Yapı Çelikleri', '7.85', '38.50'],
  ['S355J2', 'ÇELİKLER', 'Yapı Çelikleri', '7.85', '42.75'],
  ['1.4301 (AISI 304)', 'ÇELİKLER', 'Paslanmaz Çelikler', '7.93', '185.00'],
  ['1.4404 (AISI 316L)', 'ÇELİKLER', 'Paslanmaz Çelikler', '7.98', '248.00'],
  ['C45', 'ÇELİKLER', 'Karbon Çelikler', '7.85', '46.20'],
  ['42CrMo4', 'ÇELİKLER', 'Karbon Çelikler', '7.85', '61.40'],
  ['1.2379 (D2)', 'ÇELİKLER', 'Takım Çelikleri', '7.70', '310.00'],
  ['1.2344 (H13)', 'ÇELİKLER', 'Takım Çelikleri', '7.80', '295.00'],
  ['6061 Alüminyum', 'ÇELİKLER', 'Alüminyum Alaşımları', '2.70', '165.00'],
  ['7075 Alüminyum', 'ÇELİKLER', 'Alüminyum Alaşımları', '2.81', '240.00'],
  ['CuZn39Pb3 (Pirinç)', 'ÇELİKLER', 'Bakır Alaşımları', '8.47', '320.00'],
  ['Ti6Al4V', 'ÇELİKLER', 'Titanyum', '4.43', '1450.00'],
  ['Inconel 718', 'ÇELİKLER', 'Süper Alaşımlar', '8.19', '2100.00'],
  ['PU Hortum 8x6', 'PNÖMATİK', 'Hortumlar', '1.20', '210.00'],
  ['PA Spiral Hortum 10x8', 'PNÖMATİK', 'Spiral Hortumlar', '1.14', '260.00'],
  ['EPDM Hortum 1/2"', 'PNÖMATİK', 'Doğal Kauçuk', '1.35', '145.00'],
];

/**
 * The demo materials with their price per kg: each priced 60 days ago, most repriced a week
 * ago, so the price page shows a history. The last two have no price yet.
 */
export const seedDemoMaterials = async (db: Db): Promise<void> => {
  const subs = await db
    .selectFrom('material_subcategories as s')
    .innerJoin('material_categories as c', 'c.id', 's.category_id')
    .select(['s.id', 's.category_id', 's.name', 'c.name as category'])
    .execute();
  const sub = (category: string, name: string) => subs.find((s) => s.category === category && s.name === name);
  const admin = await db.selectFrom('users').select('id').where('role', '=', 3).orderBy('id').executeTakeFirst();
  for (const [i, [name, category, subName, density, price]] of DEMO_MATERIALS.entries()) {
    const s = sub(category, subName);
    if (!s) continue;
    const { id } = await db
      .insertInto('materials')
      .values({ name, category_id: s.category_id, subcategory_id: s.id, density, created_at: sql<Date>`now() - make_interval(days => ${DEMO_MATERIALS.length - i})` as never })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (i >= DEMO_MATERIALS.length - 2) continue;
    const old = (Number(price) * 0.94).toFixed(2);
    await db
      .insertInto('material_prices')
      .values({ material_id: id, price_per_kg: old, valid_from: sql<string>`current_date - 60` as never, created_by: admin?.id ?? null })
      .execute();
    if (i % 3 !== 2) await db.insertInto('material_prices').values({ material_id: id, price_per_kg: price, valid_from: sql<string>`current_date - 7` as never, created_by: admin?.id ?? null }).execute();
  }
};
