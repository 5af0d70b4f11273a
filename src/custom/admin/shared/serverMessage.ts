import { HttpError } from '../../../providers/httpClient';

/** The server's Turkish message when it sent one, otherwise the screen's own text. */
export const messageOf = (err: unknown, fallback: string): string =>
  err instanceof HttpError && typeof err.body.message === 'string' && err.body.message ? err.body.message : fallback;

/** Field messages of a 400 answer, to show next to a dialog's fields. */
export const fieldErrorsOf = (err: unknown): Record<string, string> => (err instanceof HttpError && err.body.errors ? err.body.errors : {});
