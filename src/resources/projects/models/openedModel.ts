import type { AttachmentFile } from '../projectTypes';

/**
 * The model an address names (/admin/view-project/{id}/models/{name}): by its stored key, or by
 * its file name as the README promises, the last uploaded of that name when several share it
 * (the server's /v1/models/{name} answers the newest too). None for no name or an unknown one.
 */
export const openedModel = (models: AttachmentFile[], name: string | null): AttachmentFile | undefined =>
  name ? (models.find((m) => m.key === `models/${name}`) ?? models.findLast((m) => m.name === name)) : undefined;
