import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Files by key (e.g. 'settings/company-logo'); what lies behind a key is the implementation's business. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * A fresh path to write an incoming upload to, beside the stored files (so moving it into
   * place is a rename); a staged file left by a crash ends in '.tmp' and housekeeping takes it.
   */
  stage(): Promise<string>;
  /** Moves a staged file (from stage()) into place under the key, whole or not at all. */
  putStaged(key: string, stagedPath: string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** A read stream and its size, or null when there is none. */
  stream(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Every file with its last change, half-written ones ('.tmp') included: for housekeeping. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

/** Thrown for a key that is malformed or would leave the storage root. */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key).slice(0, 80)}`);
  }
}

// Segments start with a letter or digit, so '.', '..' and hidden names can never be formed.
const KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Where uploads are written while they arrive: in the storage root, so finishing one is a rename. */
export const STAGING_DIR = 'incoming';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * The default storage: plain files under `root` (DATA_DIR/files), outside any web root,
 * served only through API routes that check who is asking.
 */
export const createLocalStorage = (rootDir: string): Storage => {
  const root = path.resolve(rootDir);
  const fileOf = (key: string): string => {
    if (typeof key !== 'string' || key.length > 512 || !KEY_RE.test(key)) throw new StorageKeyError(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new StorageKeyError(key);
    return file;
  };

  return {
    put: async (key, data) => {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data, { mode: 0o600 });
      await rename(tmp, file);
    },
    stage: async () => {
      const dir = path.join(root, STAGING_DIR);
      await mkdir(dir, { recursive: true });
      return path.join(dir, `${randomUUID()}.tmp`);
    },
    putStaged: async (key, stagedPath) => {
      const file = fileOf(key);
      const staged = path.resolve(stagedPath);
      // Only what stage() handed out: a route never moves an arbitrary path into storage.
      if (path.dirname(staged) !== path.join(root, STAGING_DIR) || !staged.endsWith('.tmp')) throw new StorageKeyError(stagedPath);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(staged, file);
    },
    get: async (key) => {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    stream: async (key) => {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    delete: async (key) => {
      await rm(fileOf(key), { force: true });
    },
    list: async function* () {
      const walk = async function* (dir: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
        const entries = await readdir(dir, { withFileTypes: true }).catch((err: unknown) => {
          if (isMissing(err)) return [];
          throw err;
        });
        for (const entry of entries) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(file);
          else if (entry.isFile()) yield { key: path.relative(root, file).split(path.sep).join('/'), modifiedAt: (await stat(file)).mtime };
        }
      };
      yield* walk(root);
    },
  };
};
