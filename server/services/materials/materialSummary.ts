import { sql } from 'kysely';
import type { MaterialSummary } from '../../../src/domain/materials/materialPrice';
import type { Db } from '../../db/connect';
import { istanbulToday } from './materialSql';

/** The panel dashboard's figures in one statement. */
export const materialSummary = async (db: Db): Promise<MaterialSummary> => {
  const { rows } = await sql<MaterialSummary>`select
      (select count(*)::int from materials) as "materials",
      (select count(*)::int from material_categories) as "categories",
      (select count(*)::int from material_subcategories) as "subcategories",
      (select count(distinct material_id)::int from material_prices where valid_from <= ${istanbulToday}) as "pricedMaterials",
      (select count(*)::int from materials where created_at >= now() - interval '30 days') as "recentlyAdded",
      (select count(*)::int from material_offers where status = 'pending') as "pendingOffers"`.execute(db);
  return rows[0]!;
};
