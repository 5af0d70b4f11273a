import type { Db } from '../../db/connect';
import { jobs as texts } from '../../../src/i18n/tr/jobs';
import { badRequest } from '../../errors';

const unknownPhoto = () => badRequest(texts.validation.photoUnknown, { attachments: texts.validation.photoUnknown });

/**
 * Sets a job's photos to these uploaded keys in this order. A key dropped from the list is
 * detached, not deleted: removing a photo's file is DELETE /v1/images/:id, so an edit form that
 * sends a stale list can never destroy photos.
 */
export const replaceJobPhotos = async (trx: Db, jobId: number, keys: string[]): Promise<void> => {
  const unique = [...new Set(keys)];
  if (unique.length) {
    const rows = await trx
      .selectFrom('images')
      .leftJoin('job_photos', 'job_photos.photo_key', 'images.id')
      .select(['images.id', 'job_photos.job_id'])
      .where('images.id', 'in', unique)
      .execute();
    if (rows.length !== unique.length || rows.some((r) => r.job_id != null && r.job_id !== jobId)) throw unknownPhoto();
  }
  await trx.deleteFrom('job_photos').where('job_id', '=', jobId).execute();
  if (unique.length) await trx.insertInto('job_photos').values(unique.map((photoKey, position) => ({ job_id: jobId, photo_key: photoKey, position }))).execute();
};

/** Unlinks and unregisters the job's photos; answers their ids so the files can go after the commit. */
export const detachAllJobPhotos = async (trx: Db, jobId: number): Promise<string[]> => {
  const rows = await trx.selectFrom('job_photos').select('photo_key').where('job_id', '=', jobId).execute();
  const ids = rows.map((r) => r.photo_key);
  if (ids.length) await trx.deleteFrom('images').where('id', 'in', ids).execute();
  return ids;
};
