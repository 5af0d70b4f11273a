import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { removeImageFiles } from '../images';
import type { Storage } from '../storage';

export interface SweepResult {
  /** Half-written files left by a crash during an upload. */
  partials: number;
  /** Uploads never attached to a job or a project (rows and their files). */
  unattached: number;
  /** Files on disk that no row points to (a crash between the file and its row). */
  strays: number;
}

/** The folders whose files belong to rows; anything else in storage (the logo) is never touched. */
const OWNED = /^(images|pdfs|files|models|activities|incoming)\//;

/**
 * Removes what uploads leave behind, older than `olderThanMs` (so an upload that is about to be
 * attached, or a write in flight, is never taken): '.tmp' partials, photos and files no job or
 * project holds, and files no row points to. Never a file a row points to.
 */
export const sweepUploads = async (db: Db, storage: Storage, log: FastifyBaseLogger, olderThanMs: number, now = new Date()): Promise<SweepResult> => {
  const cutoff = new Date(now.getTime() - olderThanMs);
  const result: SweepResult = { partials: 0, unattached: 0, strays: 0 };

  // Photos on no job and no project. The rows go first: a file without a row is a stray below.
  const photos = await db
    .deleteFrom('images')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('job_photos').select('job_photos.photo_key').whereRef('job_photos.photo_key', '=', 'images.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('project_attachments').select('project_attachments.key').whereRef('project_attachments.key', '=', 'images.id'))))
    .returning('id')
    .execute();
  await removeImageFiles(storage, photos.map((p) => p.id), log);
  // Uploaded files no project holds.
  const files = await db
    .deleteFrom('files')
    .where('created_at', '<', cutoff)
    // A model is held as 'models/<id>', any other file by its id.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('project_attachments').select('project_attachments.key').where(sql<boolean>`project_attachments.key in (files.id, 'models/' || files.id)`))),
    )
    .returning(['id', 'category'])
    .execute();
  for (const f of files) await storage.delete(`${f.category}/${f.id}`).catch((err: unknown) => log.warn({ err, key: f.id }, 'unattached file not removed'));
  result.unattached = photos.length + files.length;

  for await (const file of storage.list()) {
    if (file.modifiedAt >= cutoff || !OWNED.test(file.key)) continue;
    if (file.key.endsWith('.tmp')) {
      await storage.delete(file.key);
      result.partials += 1;
    } else if (!(await isPointedTo(db, file.key))) {
      await storage.delete(file.key);
      result.strays += 1;
    }
  }
  if (result.partials + result.unattached + result.strays) log.info(result, 'uploads swept');
  return result;
};

const FILE_CATEGORIES = ['images', 'pdfs', 'files', 'models'] as const;

/** Whether a row points to this stored file (the layouts of images.ts, the files routes and activities). */
const isPointedTo = async (db: Db, key: string): Promise<boolean> => {
  const [folder, ...rest] = key.split('/');
  const name = rest.join('/');
  if (folder === 'images' && name.startsWith('thumbs/'))
    return Boolean(await db.selectFrom('images').select('id').where('thumb_key', '=', key).executeTakeFirst());
  if (folder === 'images') {
    const photo = await db.selectFrom('images').select('id').where('id', '=', name).executeTakeFirst();
    if (photo) return true;
  }
  if (folder === 'activities') {
    const [activityId, ...fileKey] = rest;
    const id = Number(activityId);
    if (!Number.isSafeInteger(id)) return false;
    return Boolean(await db.selectFrom('activity_files').select('id').where('activity_id', '=', id).where('key', '=', fileKey.join('/')).executeTakeFirst());
  }
  const category = FILE_CATEGORIES.find((c) => c === folder);
  if (!category) return false;
  return Boolean(await db.selectFrom('files').select('id').where('id', '=', name).where('category', '=', category).executeTakeFirst());
};
