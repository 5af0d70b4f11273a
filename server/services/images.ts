import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { fill } from '../../src/i18n/fill';
import { jobs as texts } from '../../src/i18n/tr/jobs';
import type { Db } from '../db/connect';
import { AppError } from '../errors';
import type { StagedFile } from './files/multipartUpload';
import type { Storage } from './storage';

/** Photo formats accepted, by the content's magic bytes (never by the file name). */
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Row thumbnails: 80 px on screen in the project strip, doubled for dense screens. */
const THUMB_SIZE = 160;

/**
 * Decoding is where an image costs memory (4 bytes a pixel): 40 megapixels is plenty for a shop
 * photo and bounds one decode to ~160 MB; two at a time, queued, and no cache of decoded
 * images, keep twenty parallel uploads near the limit under the server's memory budget.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
const decodes = pLimit(2);
sharp.cache(false);

export const imageFileKey = (id: string) => `images/${id}`;
const thumbFileKey = (id: string) => `images/thumbs/${id.replace(/\.[a-z]+$/, '')}.webp`;

const unsupported = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', texts.photos.unsupportedType);

/** An image's pixel count from its header alone (nothing decoded); 0 when sharp cannot read one. */
const pixelsOf = async (input: string | Buffer): Promise<number> => {
  const { width = 0, height = 0 } = await sharp(input).metadata().catch(() => ({ width: 0, height: 0 }));
  return width * height;
};

/**
 * The one pixel limit of every stored image (job and project photos, activity images, project
 * files that are images, the logo): checked on the header before anything is decoded or kept.
 */
export const checkImagePixels = async (input: string | Buffer, message: string = texts.photos.tooManyPixels): Promise<void> => {
  if ((await pixelsOf(input)) > MAX_IMAGE_PIXELS) throw new AppError(413, 'PAYLOAD_TOO_LARGE', fill(message, { max: MAX_IMAGE_PIXELS / 1_000_000 }));
};

const makeThumbnail = (path: string): Promise<Buffer> => decodes(() => thumbnailOf(path));

const thumbnailOf = async (path: string): Promise<Buffer> => {
  // The header alone tells the size: an image too large to decode is refused before decoding.
  await checkImagePixels(path);
  try {
    return await sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
  } catch {
    // The bytes claim an image format but do not decode as one.
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', texts.photos.unreadable);
  }
};

/**
 * Checks an uploaded photo (staged on disk), moves it into place with its thumbnail and
 * registers it; answers its id (the photo key). Whatever fails, no file is left behind.
 */
export const saveImage = async (db: Db, storage: Storage, image: StagedFile, uploadedBy: number): Promise<string> => {
  const type = await fileTypeFromBuffer(image.head);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!type || !ext) throw unsupported();
  const thumb = await makeThumbnail(image.path);
  const id = `${randomUUID()}.${ext}`;
  const written: string[] = [];
  try {
    await storage.putStaged(imageFileKey(id), image.path);
    written.push(imageFileKey(id));
    await storage.put(thumbFileKey(id), thumb);
    written.push(thumbFileKey(id));
    await db.insertInto('images').values({ id, thumb_key: thumbFileKey(id), content_type: type.mime, byte_size: image.size, uploaded_by: uploadedBy }).execute();
  } catch (err) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw err;
  }
  return id;
};

/** Removes photos' files, going on past any that is missing or fails (logged). */
export const removeImageFiles = async (storage: Storage, ids: string[], log: FastifyBaseLogger): Promise<void> => {
  for (const id of ids) {
    for (const key of [imageFileKey(id), thumbFileKey(id)]) {
      try {
        await storage.delete(key);
      } catch (err) {
        log.warn({ err, key }, 'photo file not removed');
      }
    }
  }
};
