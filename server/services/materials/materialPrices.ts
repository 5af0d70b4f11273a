import { sql } from 'kysely';
import type { MaterialPrice } from '../../../src/domain/materials/materialPrice';
import type { Db } from '../../db/connect';
import { istanbulToday } from './materialSql';

/** A material's price history, newest first; the entry in force today is marked current. */
export const priceHistory = async (db: Db, materialId: number): Promise<MaterialPrice[]> => {
  const rows = await db
    .selectFrom('material_prices as mp')
    .leftJoin('users as u', 'u.id', 'mp.created_by')
    .select([
      'mp.id',
      'mp.price_per_kg',
      sql<string>`to_char(mp.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      'mp.created_by',
      sql<string | null>`nullif(trim(u.name || ' ' || u.surname), '')`.as('created_by_name'),
      sql<string | null>`(select coalesce(nullif(s.company->>'name', ''), nullif(trim(s.name || ' ' || s.surname), ''))
        from material_offers o join users s on s.id = o.supplier_id where o.id = mp.offer_id)`.as('supplier_name'),
      'mp.created_at',
      sql<boolean>`mp.id = (select c.id from material_prices c where c.material_id = mp.material_id and c.valid_from <= ${istanbulToday}
        order by c.valid_from desc, c.id desc limit 1)`.as('current'),
    ])
    .where('mp.material_id', '=', materialId)
    .orderBy('mp.valid_from', 'desc')
    .orderBy('mp.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    pricePerKg: Number(r.price_per_kg),
    validFrom: r.valid_from,
    createdBy: r.created_by,
    createdByName: r.created_by_name,
    supplierName: r.supplier_name,
    createdAt: new Date(r.created_at).toISOString(),
    current: Boolean(r.current),
  }));
};

/** Adds a price from a day on (today in İstanbul when not given); the amount goes in as text, exact. */
export const addPrice = async (
  trx: Db,
  materialId: number,
  pricePerKg: number,
  validFrom: string | undefined,
  userId: number,
  /** The accepted supplier offer the price comes from. */
  offerId?: number,
): Promise<{ id: number; validFrom: string }> => {
  const row = await trx
    .insertInto('material_prices')
    .values({
      material_id: materialId,
      price_per_kg: pricePerKg.toFixed(2),
      valid_from: validFrom ? validFrom : sql<string>`${istanbulToday}`,
      created_by: userId,
      offer_id: offerId ?? null,
    } as never)
    .returning(['id', sql<string>`to_char(valid_from, 'YYYY-MM-DD')`.as('valid_from')])
    .executeTakeFirstOrThrow();
  return { id: row.id, validFrom: row.valid_from };
};
