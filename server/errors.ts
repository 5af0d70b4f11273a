import { api } from '../src/i18n/tr/api';

/** String codes the client may act on (TOKEN_EXPIRED triggers a refresh). */
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'TOKEN_EXPIRED'
  | 'INVALID_TOKEN'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'ACCOUNT_PENDING'
  | 'ACCOUNT_DISABLED'
  | 'INVALID_CREDENTIALS'
  | 'BAD_REQUEST'
  /** The e-mail or SMS provider refused or could not be reached (502). */
  | 'DELIVERY_FAILED'
  /** An outside source we depend on answers nothing usable, e.g. exchange rates (503). */
  | 'UNAVAILABLE';

/** The one error type of the server: a status, a code and a Turkish message the screen can show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, 'VALIDATION', message, errors);
export const unauthorized = (message: string = api.unauthorized, code: ErrorCode = 'UNAUTHORIZED') => new AppError(401, code, message);
export const forbidden = (message: string = api.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = api.notFound) => new AppError(404, 'NOT_FOUND', message);
/** errors names the field the conflict is about (a unique name), so a form shows it there. */
export const conflict = (message: string = api.conflict, errors?: Record<string, string>) => new AppError(409, 'CONFLICT', message, errors);
export const tooManyRequests = (message: string = api.tooManyRequests, retryAfterSeconds?: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, retryAfterSeconds ? { retryAfter: retryAfterSeconds } : undefined);
