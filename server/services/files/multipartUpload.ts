import type { FastifyRequest } from 'fastify';
import { fill } from '../../../src/i18n/fill';
import { api } from '../../../src/i18n/tr/api';
import { projects as texts } from '../../../src/i18n/tr/projects';
import { AppError, badRequest } from '../../errors';

export interface UploadedPart {
  field: string;
  name: string;
  bytes: Buffer;
}

/**
 * Reads a whole multipart form (fields and files) into memory, each file within maxMb: over it
 * is a 413 before anything is stored, a garbled form a 400. Callers check and store afterwards,
 * so a refused file never leaves anything behind.
 */
export const readMultipart = async (req: FastifyRequest, maxMb: number, maxFiles: number, tooLarge = texts.files.tooLarge): Promise<{ fields: Record<string, string>; files: UploadedPart[] }> => {
  if (!req.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', api.unsupportedMediaType);
  const fields: Record<string, string> = {};
  const files: UploadedPart[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: maxMb * 1024 * 1024, files: maxFiles, fields: 20, fieldSize: 64 * 1024 } })) {
      if (part.type === 'file') files.push({ field: part.fieldname, name: part.filename, bytes: await part.toBuffer() });
      else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'PAYLOAD_TOO_LARGE', fill(tooLarge, { max: maxMb }));
    if (code === 'FST_FILES_LIMIT') throw badRequest(texts.files.tooMany);
    if (statusCode && statusCode < 500) throw err;
    throw badRequest(texts.files.uploadFailed);
  }
  return { fields, files };
};
