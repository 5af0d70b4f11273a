import { HttpError } from '../../../providers/httpClient';

/** The server's Turkish reason for a refusal, when it gave one. */
export const serverReason = (err: unknown): string | null => (err instanceof HttpError && typeof err.body.message === 'string' ? err.body.message : null);
