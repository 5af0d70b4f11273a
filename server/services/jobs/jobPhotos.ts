import type { Db } from '../../db/connect';
import { jobs as texts } from '../../../src/i18n/tr/jobs';
import { badRequest } from '../../errors';
import { unattachedUploadsOf } from '../unattachedUploads';

const notFree = () => badRequest(texts.validation.photoNotFree, { attachments: texts.validation.photoNotFree });

/**
 * Sets a job's photos to these uploaded keys in this order: the ones it holds, and the caller's
 * own photos held nowhere yet (a project's photo never moves onto a job). A key dropped from the
 * list is detached, not deleted: removing a photo's file is DELETE /v1/images/:id, so an edit
 * form that sends a stale list can never destroy photos.
 */
export const replaceJobPhotos = async (trx: Db, userId: number, jobId: number, keys: string[]): Promise<void> => {
  const unique = [...new Set(keys)];
  const held = new Set((await trx.selectFrom('job_photos').select('photo_key').where('job_id', '=', jobId).execute()).map((r) => r.photo_key));
  const fresh = unique.filter((k) => !held.has(k));
  const free = await unattachedUploadsOf(trx, userId, fresh, { files: false });
  if (fresh.some((k) => !free.has(k))) throw notFree();
  await trx.deleteFrom('job_photos').where('job_id', '=', jobId).execute();
  if (unique.length) await trx.insertInto('job_photos').values(unique.map((photoKey, position) => ({ job_id: jobId, photo_key: photoKey, position }))).execute();
};

/**
 * Unlinks and unregisters the job's photos; answers their ids so the files can go after the
 * commit. A photo a project also holds (attached before issue 21's rule) stays the project's.
 */
export const detachAllJobPhotos = async (trx: Db, jobId: number): Promise<string[]> => {
  const rows = await trx
    .selectFrom('job_photos')
    .select('photo_key')
    .where('job_id', '=', jobId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('project_attachments as a').select('a.key').whereRef('a.key', '=', 'job_photos.photo_key'))))
    .execute();
  const ids = rows.map((r) => r.photo_key);
  if (ids.length) await trx.deleteFrom('images').where('id', 'in', ids).execute();
  return ids;
};
