import { sql } from 'kysely';
import type { Db } from '../connect';

/**
 * The demo supplier's offers, so a first sign-in as tedarikci@ and the admin's Tedarikçi
 * Teklifleri page both show the flow: two pending, one accepted (its price in the material's
 * history), one rejected with the shop's note.
 */
export const seedDemoOffers = async (db: Db): Promise<void> => {
  const supplier = await db.selectFrom('users').select('id').where('email', '=', 'tedarikci@example.com').executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('role', '=', 3).orderBy('id').executeTakeFirst();
  const [first, second, third, fourth] = await db.selectFrom('materials').select('id').orderBy('id').limit(4).execute();
  if (!supplier || !admin || !first || !second || !third || !fourth) return;
  await db
    .insertInto('material_offers')
    .values([
      { material_id: first.id, supplier_id: supplier.id, price_per_kg: '41.90', valid_until: sql<string>`current_date + 30` as never, note: 'Haftalık teslimat, 500 kg üzeri' },
      { material_id: second.id, supplier_id: supplier.id, price_per_kg: '118.50', note: 'Stoktan hemen teslim' },
    ])
    .execute();
  const decided = await db
    .insertInto('material_offers')
    .values([
      { material_id: third.id, supplier_id: supplier.id, price_per_kg: '36.20', status: 'accepted', decided_at: sql<Date>`now() - interval '3 days'` as never, decided_by: admin.id, decision_note: 'Aylık siparişte bu fiyatla' },
      { material_id: fourth.id, supplier_id: supplier.id, price_per_kg: '95.00', status: 'rejected', decided_at: sql<Date>`now() - interval '2 days'` as never, decided_by: admin.id, decision_note: 'Piyasa fiyatının üzerinde' },
    ] as never)
    .returning(['id', 'material_id', 'price_per_kg', 'status'])
    .execute();
  const accepted = decided.find((o) => o.status === 'accepted');
  if (accepted)
    await db
      .insertInto('material_prices')
      .values({ material_id: accepted.material_id, price_per_kg: accepted.price_per_kg, valid_from: sql<string>`current_date - 3` as never, created_by: admin.id, offer_id: accepted.id })
      .execute();
};
