import { HttpError } from '../../providers/httpClient';
import { serverMessage } from '../../ui/requestError';

/**
 * The toast of a failed create (001 section 8): a refusal the server answered shows its message,
 * or the "could not be created" text; a call that got no answer (network, timeout) shows the
 * "error while adding" text.
 */
export const saveErrorText = (err: unknown, texts: { refused: string; failed: string }): string =>
  err instanceof HttpError ? (serverMessage(err) ?? texts.refused) : texts.failed;
