import { sql, type RawBuilder } from 'kysely';

/** A user's display name by a column of the project row (null when unset or gone). */
const nameOf = (column: string) => sql<string | null>`(select nullif(trim(u.name || ' ' || u.surname), '') from users u where u.id = ${sql.ref(`projects.${column}`)})`;

/** The project's steps as a query over project_steps. */
const stepsOf = sql`from project_steps s where s.project_id = projects.id`;

/**
 * The computed fields of a project (src/domain/resources/projects.ts), as SQL over the row
 * `projects`: read for the rows answered only, so a page of the list stays one statement.
 */
export const projectComputedFields: Record<string, RawBuilder<unknown>> = {
  createdByName: nameOf('created_by'),
  projectManagerName: nameOf('project_manager'),
  oemName: nameOf('oem'),
  members: sql`coalesce((select json_agg(m.user_id order by m.added_at, m.user_id) from project_members m where m.project_id = projects.id), '[]'::json)`,
  memberUsers: sql`coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'surname', u.surname, 'role', u.role) order by m.added_at, u.id)
    from project_members m join users u on u.id = m.user_id where m.project_id = projects.id), '[]'::json)`,
  attachments: sql`coalesce((select json_agg(a.key order by a.position) from project_attachments a where a.project_id = projects.id), '[]'::json)`,
  // What each key is: a photo (images), an uploaded file (files, by category) or a model key.
  attachmentFiles: sql`coalesce((select json_agg(json_build_object(
      'key', a.key,
      'kind', case when i.id is not null then 'photo' when a.key like 'models/%' or f.category = 'models' then 'model' when f.category = 'pdfs' then 'pdf' else 'file' end,
      'name', coalesce(f.original_name, regexp_replace(a.key, '^.*/', '')),
      'size', coalesce(f.byte_size, i.byte_size, 0),
      'mimeType', coalesce(f.content_type, i.content_type, 'application/octet-stream'),
      -- Who uploaded it: the screens offer a customer the delete of their own uploads only (issue 22).
      'uploadedBy', coalesce(f.uploaded_by, i.uploaded_by)
    ) order by a.position)
    from project_attachments a left join images i on i.id = a.key left join files f on f.id = regexp_replace(a.key, '^models/', '') where a.project_id = projects.id), '[]'::json)`,
  steps: sql`coalesce((select json_agg(json_build_object('id', s.id, 'stepTemplateId', s.step_template_id, 'stepName', s.step_name, 'status', s.status,
      'progress', s.progress, 'notes', s.notes, 'position', s.position) order by s.position) ${stepsOf}), '[]'::json)`,
  stepCount: sql<number>`(select count(*)::int ${stepsOf})`,
  completedSteps: sql<number>`(select (count(*) filter (where s.status = 'completed'))::int ${stepsOf})`,
  // The rounded percentage of completed steps (001 section 4); 0 without steps.
  progress: sql<number>`(select coalesce(round(100.0 * count(*) filter (where s.status = 'completed') / nullif(count(*), 0))::int, 0) ${stepsOf})`,
};

/**
 * A key as the project's attachments keep it: without the 'images/', 'pdfs/', 'files/' folder the
 * client may send; a model keeps its 'models/' (001 section 3: model keys begin with it).
 */
export const attachmentKeyOf = (key: string): string => key.replace(/^(images|pdfs|files)\//, '');
