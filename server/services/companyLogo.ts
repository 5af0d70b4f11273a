import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { pages } from '../../src/i18n/tr/pages';
import { AppError } from '../errors';
import type { Db } from '../db/connect';
import type { StagedFile } from './files/multipartUpload';
import { checkImagePixels } from './images';
import { readSetting, writeSetting } from './settingsStore';
import type { Storage } from './storage';

const SETTING_KEY = 'company_logo';

/**
 * Raster images only: an SVG can carry scripts, and sanitising it is not worth it for a 40x40
 * logo. The type is read from the bytes, never from the name or the declared content type.
 */
export const LOGO_MIME_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export interface LogoMeta {
  /** Each upload gets its own file, so a rolled-back save never points at another upload's bytes. */
  storageKey: string;
  mime: string;
  size: number;
  updatedAt: string;
}

const readLogoMeta = async (db: Db): Promise<LogoMeta | null> => {
  const value = (await readSetting(db, SETTING_KEY)) as LogoMeta | undefined;
  return value?.mime && value.storageKey ? value : null;
};

/**
 * Checks the staged upload, moves it into place, then records it (a reader never meets a record without its
 * file). Returns the new record and the key of the file it replaces, to delete after commit.
 */
export const saveLogo = async (db: Db, storage: Storage, logo: StagedFile): Promise<{ meta: LogoMeta; replaced: string | null }> => {
  const detected = await fileTypeFromBuffer(logo.head);
  if (!detected || !LOGO_MIME_TYPES.includes(detected.mime)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', pages.settings.logo.typeInvalid);
  }
  await checkImagePixels(logo.path, pages.settings.logo.tooManyPixels);
  const previous = await readLogoMeta(db);
  const now = new Date();
  const meta: LogoMeta = { storageKey: `settings/company-logo-${now.getTime()}-${randomBytes(4).toString('hex')}`, mime: detected.mime, size: logo.size, updatedAt: now.toISOString() };
  await storage.putStaged(meta.storageKey, logo.path);
  await writeSetting(db, SETTING_KEY, meta);
  return { meta, replaced: previous?.storageKey ?? null };
};

export const openLogo = async (db: Db, storage: Storage) => {
  const meta = await readLogoMeta(db);
  if (!meta) return null;
  const file = await storage.stream(meta.storageKey);
  return file ? { meta, ...file } : null;
};
