import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { turkishOrder } from '../../db/turkishOrder';
import { categoryComputedFields } from './procedureSql';

/** A procedure as the wire carries it (001 section 3). */
export interface ProcedureWire {
  id: number;
  title: string;
  description: string;
  categoryId: number;
  categoryName: string;
  createdAt: string;
  updatedAt: string;
  isActive: boolean;
}

/** A category with its procedures (001 section 3). */
export interface CategoryWire {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  procedures: ProcedureWire[];
  procedureCount: number;
}

/**
 * Every category with its procedures, in Turkish alphabetical order of names: one statement,
 * each category's procedures aggregated by the database (no query per category).
 */
export const procedureCatalogue = async (db: Db): Promise<CategoryWire[]> => {
  const rows = await db
    .selectFrom('procedure_categories')
    .select(['id', 'name', 'description', 'created_at', 'updated_at'])
    .select([categoryComputedFields.procedures.as('procedures'), categoryComputedFields.procedureCount.as('procedureCount')])
    .orderBy(turkishOrder(sql.ref('name')))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    procedures: r.procedures as ProcedureWire[],
    procedureCount: Number(r.procedureCount),
  }));
};
