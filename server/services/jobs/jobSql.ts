import { sql, type RawBuilder } from 'kysely';
import { workedHoursSql } from '../shop/shopJobs';

/**
 * A job's children and names as SQL selected with each answered row (the page's rows only):
 * the list loads operations and photos for a whole page in the page query, never row by row.
 * `jobs` is the row: the table in get(), the page subquery in list().
 */
export const jobComputedFields = {
  // `status` is the catalogue's (active, passive); `progress` the shop floor's on this job (pending ... done).
  operations: sql`coalesce((
    select json_agg(json_build_object('_id', o.id, 'operationId', o.id, 'name', o.name, 'status', o.status, 'progress', jo.status) order by jo.position)
    from job_operations jo join operations o on o.id = jo.operation_id
    where jo.job_id = jobs.id), '[]'::json)`,
  attachments: sql`coalesce((select json_agg(jp.photo_key order by jp.position) from job_photos jp where jp.job_id = jobs.id), '[]'::json)`,
  // Paths under /v1, as the client's api() takes them; the thumbnail is made once at upload.
  thumbnails: sql`coalesce((select json_agg('/images/' || jp.photo_key || '?thumb=1' order by jp.position) from job_photos jp where jp.job_id = jobs.id), '[]'::json)`,
  // Worked seconds of every operation, a running one counted up to now, in hours (2 decimals).
  actualHours: sql`(select round(coalesce(sum(${workedHoursSql()}), 0)::numeric, 2)::float8 from job_operations jo where jo.job_id = jobs.id)`,
  assignedToName: sql`(select concat_ws(' ', u.name, u.surname) from users u where u.id = jobs.assigned_to)`,
  createdByName: sql`(select concat_ws(' ', u.name, u.surname) from users u where u.id = jobs.created_by)`,
};

/**
 * The list fields as their export cells, read for a whole export batch at once (rows of (id, v)
 * for an array of job ids): names joined in the job's order, as formatCell writes the JSON above.
 * One grouped join per batch costs a tenth of a subquery per row on PGlite.
 */
export const jobExportCells = {
  operations: (ids: RawBuilder<unknown>) => sql`
    select jo.job_id as id, string_agg(o.name, ', ' order by jo.position) as v
    from job_operations jo join operations o on o.id = jo.operation_id
    where jo.job_id = any(${ids}) group by jo.job_id`,
  attachments: (ids: RawBuilder<unknown>) => sql`
    select jp.job_id as id, string_agg(jp.photo_key, ', ' order by jp.position) as v
    from job_photos jp where jp.job_id = any(${ids}) group by jp.job_id`,
  thumbnails: (ids: RawBuilder<unknown>) => sql`
    select jp.job_id as id, string_agg('/images/' || jp.photo_key || '?thumb=1', ', ' order by jp.position) as v
    from job_photos jp where jp.job_id = any(${ids}) group by jp.job_id`,
};

/**
 * Start and end dates filter the creation day in the shop's time zone (Europe/Istanbul):
 * a job made at 01:00 Istanbul time on the 5th belongs to the 5th, whatever UTC says.
 */
export const istanbulDayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Istanbul')`;
export const istanbulDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Istanbul')`;
