import type { Db } from '../db/connect';
import type { AuthUser } from '../plugins/auth';
import { canRunProject, projectVisibleTo } from './projects/projectAccess';

export type PhotoUse = 'see' | 'delete';

/**
 * Who reaches a photo: a job's photo whoever has the job screens (every job user sees every
 * job); a project's photo whoever sees that project (and, to delete it, may change its files:
 * admins, the customer, its runners; routes/images.ts then holds a customer to their own upload);
 * an upload on neither only its uploader (and admins).
 */
export const mayUsePhoto = async (db: Db, user: AuthUser, id: string, use: PhotoUse): Promise<boolean> => {
  const onJob = await db.selectFrom('job_photos').select('job_id').where('photo_key', '=', id).executeTakeFirst();
  if (onJob) return user.permissions.includes('canAccessJobs');
  const holders = await db.selectFrom('project_attachments').select('project_id').where('key', '=', id).execute();
  if (holders.length) {
    const seen = await db
      .selectFrom('projects')
      .select(['projects.id', 'projects.project_manager'])
      .where('projects.id', 'in', holders.map((h) => h.project_id))
      .where(projectVisibleTo(user))
      .execute();
    if (use === 'see') return seen.length > 0;
    return seen.length > 0 && seen.every((p) => user.role === 3 || user.role === 0 || canRunProject(user, p));
  }
  const photo = await db.selectFrom('images').select('uploaded_by').where('id', '=', id).executeTakeFirst();
  return user.role === 3 || photo?.uploaded_by === user.id;
};
