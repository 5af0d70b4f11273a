import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { ShopJob, ShopOperation } from '../../../src/domain/shop';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { projectVisibleTo } from '../projects/projectAccess';

/** Hours an operation has been worked: the closed intervals plus the one running now. */
export const workedHoursSql = (jo = 'jo') =>
  sql<number>`((${sql.ref(`${jo}.worked_seconds`)} + coalesce(extract(epoch from now() - ${sql.ref(`${jo}.running_since`)}), 0)) / 3600.0)`;

/** A queue's order: the board's positions first, then the oldest job. */
export const queueOrder = sql`j.queue_position asc nulls last, j.created_at asc, j.id asc`;

interface ShopJobRow {
  id: number;
  title: string | null;
  description: string;
  quantity: number;
  deadline: Date | string | null;
  priority: ShopJob['priority'];
  status: ShopJob['status'];
  workstation_id: number | null;
  project_id: number | null;
  project_name: string | null;
  has_models: boolean;
  photos: string[];
  operations: (Omit<ShopOperation, 'actualHours' | 'startedAt' | 'finishedAt'> & { actualHours: number | string; startedAt: string | null; finishedAt: string | null })[];
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const hours = (value: number | string) => Math.round(Number(value) * 1000) / 1000;

const toShopJob = (row: ShopJobRow): ShopJob => {
  const operations = row.operations.map((o) => ({ ...o, actualHours: hours(o.actualHours), startedAt: iso(o.startedAt), finishedAt: iso(o.finishedAt) }));
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    quantity: row.quantity,
    deadline: iso(row.deadline),
    priority: row.priority,
    status: row.status,
    benchId: row.workstation_id,
    projectId: row.project_id,
    projectName: row.project_name,
    hasModels: row.has_models,
    photos: row.photos,
    actualHours: hours(operations.reduce((sum, o) => sum + o.actualHours, 0)),
    operations,
  };
};

/**
 * Jobs as the operator screen reads them, in one statement whatever their number: operations
 * and photos come aggregated per job. No price column is selected, so none can leak.
 * Each operation carries the procedure it follows (the catalogue operation's), when it has one.
 * The project's name and whether it has models only for a reader who sees that project.
 */
export const readShopJobs = async (db: Db, reader: Pick<AuthUser, 'id' | 'role'>, where: Expression<SqlBool>, limit = 200): Promise<ShopJob[]> => {
  const seen = projectVisibleTo(reader, 'p')(expressionBuilder<Database, 'projects'>());
  const { rows } = await sql<ShopJobRow>`
    select j.id, j.title, j.description, j.quantity, j.deadline, j.priority, j.status, j.workstation_id, j.project_id,
      case when p.id is not null and ${seen} then p.name end as project_name,
      (p.id is not null and ${seen} and exists (select 1 from project_attachments a where a.project_id = j.project_id and a.key like 'models/%')) as has_models,
      coalesce((select json_agg(jp.photo_key order by jp.position) from job_photos jp where jp.job_id = j.id), '[]'::json) as photos,
      coalesce((
        select json_agg(json_build_object(
          'operationId', o.id, 'name', o.name, 'position', jo.position, 'status', jo.status,
          'goodQuantity', jo.good_quantity, 'scrapQuantity', jo.scrap_quantity, 'actualHours', ${workedHoursSql()},
          'startedAt', jo.started_at, 'finishedAt', jo.finished_at, 'procedureId', pr.id, 'procedureName', pr.title) order by jo.position)
        from job_operations jo join operations o on o.id = jo.operation_id left join procedures pr on pr.id = o.procedure_id
        where jo.job_id = j.id), '[]'::json) as operations
    from jobs j left join projects p on p.id = j.project_id
    where ${where}
    order by ${queueOrder}
    limit ${limit}`.execute(db);
  return rows.map(toShopJob);
};

export const readShopJob = async (db: Db, reader: Pick<AuthUser, 'id' | 'role'>, jobId: number): Promise<ShopJob | undefined> =>
  (await readShopJobs(db, reader, sql<SqlBool>`j.id = ${jobId}`, 1))[0];

/** A bench's queue: its open jobs in queue order, those the reader may see (`visible`, on `j`). */
export const readBenchQueue = (db: Db, reader: Pick<AuthUser, 'id' | 'role'>, benchId: number, visible: Expression<SqlBool>): Promise<ShopJob[]> =>
  readShopJobs(db, reader, sql<SqlBool>`j.workstation_id = ${benchId} and j.status in ('pending', 'in-progress') and ${visible}`);
