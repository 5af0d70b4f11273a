import { sql } from 'kysely';
import type { projects } from '../../../src/i18n/tr/projects';
import type { Db } from '../../db/connect';

export type ShopWork = keyof typeof projects.rights.shopWork;

/**
 * The first sign that someone other than this customer has worked on the project (issue 22), or
 * undefined while it is still the customer's alone: the project opened by someone else; a status
 * or team only staff set; a step started, moved or noted; an activity or comment by someone else;
 * an attached file, photo or model someone else uploaded; a job of the shop's put in it (only
 * staff write jobs). A customer may delete only then.
 */
export const shopWorkOn = async (db: Db, projectId: number, customerId: number): Promise<ShopWork | undefined> => {
  const row = await db
    .selectFrom('projects as p')
    .where('p.id', '=', projectId)
    .select([
      sql<boolean>`p.created_by is distinct from ${customerId}`.as('created'),
      sql<boolean>`p.status <> 'pending' or p.project_manager is not null or exists (select 1 from project_members m where m.project_id = p.id)`.as('planned'),
      sql<boolean>`exists (select 1 from project_steps s where s.project_id = p.id and (s.status <> 'pending' or s.progress > 0 or coalesce(s.notes, '') <> ''))`.as('steps'),
      sql<boolean>`exists (select 1 from activities a where a.project_id = p.id and a.created_by is distinct from ${customerId})
        or exists (select 1 from activity_comments c join activities a on a.id = c.activity_id where a.project_id = p.id and c.user_id is distinct from ${customerId})`.as('activities'),
      // An attachment key is a photo's id, a file's id or 'models/<id>'; an unknown uploader counts as someone else.
      sql<boolean>`exists (select 1 from project_attachments pa
          left join files f on f.id = regexp_replace(pa.key, '^models/', '')
          left join images i on i.id = pa.key
        where pa.project_id = p.id and coalesce(f.uploaded_by, i.uploaded_by) is distinct from ${customerId})`.as('files'),
      sql<boolean>`exists (select 1 from jobs j where j.project_id = p.id)`.as('jobs'),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const order: ShopWork[] = ['created', 'planned', 'steps', 'activities', 'files', 'jobs'];
  return order.find((work) => row[work]);
};
