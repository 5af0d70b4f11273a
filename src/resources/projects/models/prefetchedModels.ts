import { modelFormatOf } from '../../../domain/modelFormats';
import type { AttachmentFile } from '../../../domain/resources/projectReplies';

/** A model this small is downloaded while the page is idle (issue 24); a larger one on its click. */
export const PREFETCH_MODEL_BYTES = 2 * 1024 * 1024;
/** What one project page downloads ahead at most, all its small models together. */
export const PREFETCH_TOTAL_BYTES = 8 * 1024 * 1024;

/**
 * The listed models to download ahead, in the list's order: small ones, until the page's share
 * is spent; none when the browser asks to save data.
 */
export const modelsToPrefetch = (models: readonly AttachmentFile[], saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true): AttachmentFile[] => {
  if (saveData) return [];
  const chosen: AttachmentFile[] = [];
  let total = 0;
  for (const model of models) {
    if (!modelFormatOf(model.name) || model.size > PREFETCH_MODEL_BYTES || total + model.size > PREFETCH_TOTAL_BYTES) continue;
    total += model.size;
    chosen.push(model);
  }
  return chosen;
};
