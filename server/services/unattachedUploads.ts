import type { Db } from '../db/connect';

/**
 * Of these keys, those that are the user's own uploads held by no job and no project: the only
 * keys a job or a project may take in (issue 21). A key held somewhere stays there, so nobody
 * moves a file out of its place, nor reaches or deletes it through a place of their own. A model
 * is attached as it is uploaded, so it is never one of them.
 */
export const unattachedUploadsOf = async (db: Db, userId: number, keys: string[], kinds: { files: boolean }): Promise<Set<string>> => {
  if (!keys.length) return new Set();
  // Locked first, checked after: of two writes taking the same key, the second sees the first's.
  const photos = await db.selectFrom('images').select('id').where('id', 'in', keys).where('uploaded_by', '=', userId).forUpdate().execute();
  const files = kinds.files
    ? await db.selectFrom('files').select('id').where('id', 'in', keys).where('uploaded_by', '=', userId).where('category', '!=', 'models').forUpdate().execute()
    : [];
  const mine = [...photos, ...files].map((r) => r.id);
  if (!mine.length) return new Set();
  const onJobs = await db.selectFrom('job_photos').select('photo_key as key').where('photo_key', 'in', mine).execute();
  const onProjects = await db.selectFrom('project_attachments').select('key').where('key', 'in', mine).execute();
  const held = new Set([...onJobs, ...onProjects].map((r) => r.key));
  return new Set(mine.filter((k) => !held.has(k)));
};
