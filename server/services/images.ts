import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { jobs as texts } from '../../src/i18n/tr/jobs';
import type { Db } from '../db/connect';
import { AppError } from '../errors';
import type { Storage } from './storage';

/** Photo formats accepted, by the content's magic bytes (never by the file name). */
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Row thumbnails: 80 px on screen in the project strip, doubled for dense screens. */
const THUMB_SIZE = 160;

export const imageFileKey = (id: string) => `images/${id}`;
const thumbFileKey = (id: string) => `images/thumbs/${id.replace(/\.[a-z]+$/, '')}.webp`;

const unsupported = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', texts.photos.unsupportedType);

const makeThumbnail = async (image: Buffer): Promise<Buffer> => {
  try {
    return await sharp(image, { limitInputPixels: 100_000_000 })
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
 * Checks an uploaded photo, stores it with its thumbnail and registers it; answers its id
 * (the photo key). Whatever fails, no file is left behind.
 */
export const saveImage = async (db: Db, storage: Storage, image: Buffer, uploadedBy: number): Promise<string> => {
  const type = await fileTypeFromBuffer(image);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!type || !ext) throw unsupported();
  const thumb = await makeThumbnail(image);
  const id = `${randomUUID()}.${ext}`;
  const written: string[] = [];
  try {
    for (const [key, data] of [[imageFileKey(id), image], [thumbFileKey(id), thumb]] as const) {
      await storage.put(key, data);
      written.push(key);
    }
    await db.insertInto('images').values({ id, thumb_key: thumbFileKey(id), content_type: type.mime, byte_size: image.length, uploaded_by: uploadedBy }).execute();
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
