import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { api } from '../../src/i18n/tr/api';
import { validation } from '../../src/i18n/tr/validation';
import { AppError } from '../errors';

/** Fastify's own error codes that are the client's fault, with the answer they get. */
const CLIENT_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  // A JSON body past app.ts's bodyLimit (1 MB): no file was sent, so the file text would mislead.
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: api.bodyTooLarge, code: 'PAYLOAD_TOO_LARGE' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: api.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { status: 413, message: api.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' },
  FST_PARTS_LIMIT: { status: 413, message: api.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' },
  // The body's format, not a file's type: 'Desteklenmeyen dosya türü' misled a JSON client.
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: api.unsupportedBody, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: api.unsupportedBody, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: validation.invalidInput, code: 'BAD_REQUEST' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: validation.invalidInput, code: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: validation.invalidInput, code: 'BAD_REQUEST' },
  FST_ERR_VALIDATION: { status: 400, message: validation.invalidInput, code: 'VALIDATION' },
};

/** One place turns every error into `{ success: false, message, code, errors? }`. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
      if (err instanceof AppError) {
        if (err.extra?.retryAfter) reply.header('retry-after', String(err.extra.retryAfter));
        return reply.status(err.statusCode).send({ success: false, message: err.message, code: err.code, errors: err.errors, ...err.extra });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors: Record<string, string> = {};
        for (const issue of err.validation) {
          const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
          errors[field] ??= issue.message ?? validation.invalidInput;
        }
        const first = err.validation[0]?.message ?? validation.invalidInput;
        return reply.status(400).send({ success: false, message: first, code: 'VALIDATION', errors });
      }
      // Database constraint violations are the client's conflict, not a server fault.
      const pgCode = (err as { code?: string }).code;
      if (pgCode === '23503' || pgCode === '23505') return reply.status(409).send({ success: false, message: api.conflict, code: 'CONFLICT' });
      const known = err.code ? CLIENT_ERRORS[err.code] : undefined;
      if (known) return reply.status(known.status).send({ success: false, message: known.message, code: known.code });
      if (err.statusCode === 429) return reply.status(429).send({ success: false, message: api.tooManyRequests, code: 'RATE_LIMITED' });
      // A plugin's own refusal (the static files' 403 on a path that climbs out, for one): its status with our words.
      if (err.statusCode === 403) return reply.status(403).send({ success: false, message: api.forbidden, code: 'FORBIDDEN' });
      if (err.statusCode === 404) return reply.status(404).send({ success: false, message: api.notFound, code: 'NOT_FOUND' });
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
        return reply.status(err.statusCode).send({ success: false, message: validation.invalidInput, code: 'BAD_REQUEST' });
      // A broken multipart body makes busboy throw plain errors while the route reads the stream.
      if (!err.statusCode && req.isMultipart() && /form|part|boundary|multipart/i.test(err.message)) {
        req.log.warn({ err: err.message }, 'malformed multipart body');
        return reply.status(400).send({ success: false, message: validation.invalidInput, code: 'BAD_REQUEST' });
      }
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ success: false, message: api.serverError, code: 'SERVER_ERROR' });
    });
  },
  { name: 'errorHandler' },
);
