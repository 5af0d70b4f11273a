import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { removeImageFiles } from '../images';
import type { Storage } from '../storage';

/**
 * Takes a project's stored files off the database in its delete's transaction (photos, uploaded
 * files, models, activity files) and answers what removes them from storage after the commit: a failed
 * delete never leaves a project without its files, and a missing file never stops the delete.
 */
export const detachProjectFiles = async (trx: Db, projectId: number) => {
  // Model keys carry their folder ('models/<id>'); the files registry knows them by id.
  const keys = (await trx.selectFrom('project_attachments').select('key').where('project_id', '=', projectId).execute()).map((r) => r.key.replace(/^models\//, ''));
  const photos = keys.length ? (await trx.deleteFrom('images').where('id', 'in', keys).returning('id').execute()).map((r) => r.id) : [];
  const files = keys.length ? await trx.deleteFrom('files').where('id', 'in', keys).returning(['id', 'category']).execute() : [];
  const activityFiles = await trx
    .selectFrom('activity_files as af')
    .innerJoin('activities as a', 'a.id', 'af.activity_id')
    .select(['af.activity_id', 'af.key'])
    .where('a.project_id', '=', projectId)
    .execute();
  const stored = [...files.map((f) => `${f.category}/${f.id}`), ...activityFiles.map((f) => `activities/${f.activity_id}/${f.key}`)];
  return async (storage: Storage, log: FastifyBaseLogger) => {
    await removeImageFiles(storage, photos, log);
    for (const key of stored) await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'project file not removed'));
  };
};
