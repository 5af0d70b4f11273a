import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fill } from '../../../src/i18n/fill';
import { api } from '../../../src/i18n/tr/api';
import { projects as texts } from '../../../src/i18n/tr/projects';
import { validation } from '../../../src/i18n/tr/validation';
import { AppError, badRequest } from '../../errors';

/** What a content check reads of a file up front: every signature and text header we check fits. */
export const HEAD_BYTES = 64 * 1024;

/** One file of a multipart upload, written whole to a staging file; nothing of it is in memory but its head. */
export interface StagedFile {
  field: string;
  /** The name the client gave it (unchecked). */
  name: string;
  /** The content type the client declared (unchecked: the content decides). */
  declaredType: string;
  /** Where it lies, until storage.putStaged() moves it into place; removed after the request otherwise. */
  path: string;
  size: number;
  /** Its first HEAD_BYTES bytes (all of it when smaller). */
  head: Buffer;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: StagedFile[];
}

export interface UploadLimits {
  maxMb: number;
  maxFiles: number;
  /** The 413's text, with %{max} in MB. */
  tooLarge?: string;
  /** The 400 of a form that cannot be read. */
  failed?: string;
}

/** Counts the bytes going through and keeps the first HEAD_BYTES of them. */
const headKeeper = () => {
  const kept: Buffer[] = [];
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (size < HEAD_BYTES) kept.push(chunk.subarray(0, HEAD_BYTES - size));
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, head: Buffer.concat(kept) }) };
};

/** Writes one arriving file to its staging path, respecting backpressure: memory holds a chunk or two, whatever the size. */
const stageFile = async (source: Readable, path: string) => {
  const keeper = headKeeper();
  await pipeline(source, keeper.stream, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  return keeper.result();
};

/** Errors of the disk (full, no permission) are ours, not the client's: they stay server errors. */
const isSystemError = (err: unknown) => typeof (err as NodeJS.ErrnoException)?.syscall === 'string';

const receive = async (req: FastifyRequest, limits: UploadLimits, staged: string[]): Promise<ReceivedForm> => {
  const maxBytes = limits.maxMb * 1024 * 1024;
  const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', fill(limits.tooLarge ?? texts.files.tooLarge, { max: limits.maxMb }));
  const fields: Record<string, string> = {};
  const files: StagedFile[] = [];
  try {
    // busboy stops a file at maxBytes and marks it truncated; the mark is read once the file has
    // ended, never while it is still arriving (reading it mid-stream is how a cut-off file got in).
    const parts = req.parts({ limits: { fileSize: maxBytes, files: limits.maxFiles, fields: 20, fieldSize: 64 * 1024 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const path = await req.server.storage.stage();
        staged.push(path);
        const { size, head } = await stageFile(part.file, path);
        if (part.file.truncated || size > maxBytes) throw tooLarge();
        files.push({ field: part.fieldname, name: part.filename, declaredType: part.mimetype, path, size, head });
      } else {
        // A cut-off text is not the text sent; a NUL cannot be stored (as for JSON bodies).
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(validation.invalidInput);
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value ?? '');
        if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw badRequest(validation.nulCharacter);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof AppError || isSystemError(err)) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_FILES_LIMIT') throw badRequest(texts.files.tooMany);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (statusCode && statusCode < 500) throw err;
    throw badRequest(limits.failed ?? texts.files.uploadFailed);
  }
  return { fields, files };
};

/**
 * Receives a multipart upload and hands it to `use`: every file streamed to a staging file in
 * the storage (counted, stopped at maxMb: 413 and nothing kept), text fields checked. `use`
 * moves what it keeps into place with storage.putStaged(); whatever is still staged when it
 * ends, or throws, is removed. Past the process's cap on uploads in flight: 503, try again.
 */
export const withUpload = async <T>(req: FastifyRequest, limits: UploadLimits, use: (form: ReceivedForm) => Promise<T>): Promise<T> => {
  if (!req.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', api.unsupportedBody);
  const release = req.server.uploadGate.enter();
  if (!release) throw new AppError(503, 'UNAVAILABLE', api.uploadsBusy, undefined, { retryAfter: 5 });
  const staged: string[] = [];
  try {
    return await use(await receive(req, limits, staged));
  } finally {
    await Promise.all(staged.map((path) => rm(path, { force: true })));
    release();
  }
};
