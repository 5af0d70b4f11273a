import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { removeImageFiles } from '../images';
import type { Storage } from '../storage';

/**
 * Takes a project's stored files off the database in its delete's transaction (photos, uploaded
 * files, models, activity files) and answers what removes them from storage after the commit: a failed
 * delete never leaves a project without its files, and a missing file never stops the delete.
 * A key a job or another project also holds (attached before issue 21's rule) stays theirs.
 */
export const detachProjectFiles = async (trx: Db, projectId: number) => {
  const own = await trx
    .selectFrom('project_attachments as a')
    .select('a.key')
    .where('a.project_id', '=', projectId)
    // A model may have been attached elsewhere by its bare id as well as by 'models/<id>'.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('project_attachments as b').select('b.key').where(sql<boolean>`b.key in (a.key, 'models/' || a.key, regexp_replace(a.key, '^models/', ''))`).where('b.project_id', '!=', projectId))),
    )
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('job_photos as j').select('j.photo_key').whereRef('j.photo_key', '=', 'a.key'))))
    .execute();
  // Model keys carry their folder ('models/<id>'); the files registry knows them by id.
  const keys = own.map((r) => r.key.replace(/^models\//, ''));
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
