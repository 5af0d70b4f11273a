import { sql } from 'kysely';
import { isoTimestamp } from '../../db/isoTimestamp';
import { turkishOrder } from '../../db/turkishOrder';

/** A procedure row `p` of category `c` in the wire shape of 001 section 3. */
const procedureJson = sql`json_build_object('id', p.id, 'title', p.title, 'description', p.description, 'categoryId', p.category_id,
  'categoryName', c.name, 'createdAt', ${isoTimestamp(sql.ref('p.created_at'))}, 'updatedAt', ${isoTimestamp(sql.ref('p.updated_at'))}, 'isActive', p.is_active)`;

/**
 * A category's computed fields, referring to the row as procedure_categories: its procedures in
 * Turkish order of their titles, and how many there are. Correlated subqueries over the
 * (category_id, id) index, read for the rows answered only.
 */
export const categoryComputedFields = {
  procedures: sql`coalesce((select json_agg(${procedureJson} order by ${turkishOrder(sql.ref('p.title'))}, p.id)
    from procedures p join procedure_categories c on c.id = p.category_id where p.category_id = procedure_categories.id), '[]'::json)`,
  procedureCount: sql<number>`(select count(*)::int from procedures p where p.category_id = procedure_categories.id)`,
};

/** A procedure's category name, referring to the row as procedures. */
export const procedureComputedFields = {
  categoryName: sql<string>`(select c.name from procedure_categories c where c.id = procedures.category_id)`,
};
