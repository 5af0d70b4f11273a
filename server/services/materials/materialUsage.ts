import { sql, type RawBuilder } from 'kysely';
import type { MaterialUsageLine, MaterialUsagePage } from '../../../src/domain/materials/materialUsage';
import type { Db } from '../../db/connect';
import { foldCase, likePattern } from '../../db/resourceStore';
import type { AuthUser } from '../../plugins/auth';
import { projectVisibleTo } from '../projects/projectAccess';

interface UsageQuery {
  q?: string;
  page: number;
  limit: number;
}

type UsageRow = Omit<MaterialUsageLine, 'quantity' | 'unitCost' | 'cost' | 'createdAt'> & { quantity: string; unitCost: string; cost: string; createdAt: Date };

/** A line's cost to the kuruş (numeric, half up: lineCost's rule). */
export const LINE_COST = sql<string>`round((e.value ->> 'cost')::numeric * (e.value ->> 'quantity')::numeric, 2)`;

/**
 * One row per material line of the 'materials' activities in the projects the reader sees, with
 * its project (as `projects`) and the line (as `e.value`, `e.ordinality`); searched by material,
 * supplier or project name, and from a moment on.
 */
export const usageLines = (db: Db, reader: Pick<AuthUser, 'id' | 'role'>, { q, since }: { q?: string; since?: RawBuilder<Date> }) =>
  db
    .selectFrom('activities as a')
    .innerJoin('projects', 'projects.id', 'a.project_id')
    // A set-returning function in FROM sees the rows before it (implicitly lateral): one row a line.
    .innerJoin(sql<{ value: unknown; ordinality: number }>`jsonb_array_elements(a.metadata -> 'materials') with ordinality`.as('e'), (join) => join.onTrue())
    .where('a.type', '=', 'materials')
    .where(projectVisibleTo(reader))
    .$if(since !== undefined, (qb) => qb.where('a.created_at', '>=', since!))
    .$if(Boolean(q?.trim()), (qb) => {
      // Folded the Turkish way, as every list's search: 'çelik' finds 'ÇELİK' (ilike does not, in a C locale).
      const pattern = foldCase(sql.val(likePattern(q!.trim())));
      return qb.where(
        sql<boolean>`(${foldCase(sql`e.value ->> 'name'`)} like ${pattern} or ${foldCase(sql`e.value ->> 'supplier'`)} like ${pattern} or ${foldCase(sql.ref('projects.name'))} like ${pattern})`,
      );
    });

/**
 * The material lines of the projects' 'materials' activities the reader sees, newest first, with
 * their project and step; searched by material, supplier or project name. One statement for the
 * page, one for the count and the cost of every match.
 */
export const materialUsage = async (db: Db, reader: Pick<AuthUser, 'id' | 'role'>, { q, page, limit }: UsageQuery): Promise<MaterialUsagePage> => {
  const lines = usageLines(db, reader, { q });
  const [rows, totals] = await Promise.all([
    lines
      .leftJoin('project_steps as s', (join) => join.onRef('s.project_id', '=', 'a.project_id').onRef('s.step_template_id', '=', 'a.step_template_id'))
      .select([
        'a.id as activityId',
        sql<number>`e.ordinality::int`.as('line'),
        'projects.id as projectId',
        'projects.name as projectName',
        's.step_name as stepName',
        sql<string>`e.value ->> 'name'`.as('name'),
        sql<string>`(e.value ->> 'quantity')::numeric`.as('quantity'),
        sql<string>`coalesce(e.value ->> 'unit', '')`.as('unit'),
        sql<string>`(e.value ->> 'cost')::numeric`.as('unitCost'),
        LINE_COST.as('cost'),
        sql<string | null>`nullif(e.value ->> 'supplier', '')`.as('supplier'),
        'a.created_at as createdAt',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .orderBy(sql`e.ordinality`)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute() as Promise<UsageRow[]>,
    lines
      .select([sql<number>`count(*)::int`.as('total'), sql<string>`coalesce(sum(${LINE_COST}), 0)`.as('totalCost')])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    lines: rows.map((r) => ({ ...r, quantity: Number(r.quantity), unitCost: Number(r.unitCost), cost: Number(r.cost), createdAt: new Date(r.createdAt).toISOString() })),
    total: totals.total,
    totalCost: Number(totals.totalCost),
  };
};
