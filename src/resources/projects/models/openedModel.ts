import type { AttachmentFile } from '../../../domain/resources/projectReplies';

/**
 * The model an address names (/admin/view-project/{id}/models/{name}): by its stored key, or by
 * its file name as the README promises, the last uploaded of that name when several share it
 * (the server's /v1/models/{name} answers the newest too). None for no name or an unknown one.
 */
export const openedModel = (models: AttachmentFile[], name: string | null): AttachmentFile | undefined =>
  name ? (models.find((m) => m.key === `models/${name}`) ?? models.findLast((m) => m.name === name)) : undefined;

/**
 * A click's choice (a model's key, or null: closed), made while the page showed `address`; `path`
 * is the browser's address the click went to (its navigation pushes it at once, and renders later).
 */
export interface ClickedModel {
  key: string | null;
  address: string | null;
  path: string;
}

/**
 * The model the viewer shows: a click's choice at once, until the address has changed (the
 * click's own navigation arrived, or back and forward moved on); then the address's. A click no
 * longer counts once the browser is elsewhere than where it went (`path`, the browser's address
 * now): back pressed before the click's navigation was rendered.
 */
export const shownModel = (models: AttachmentFile[], address: string | null, clicked: ClickedModel | null, path: string): AttachmentFile | undefined =>
  clicked && clicked.address === address && clicked.path === path ? models.find((m) => m.key === clicked.key) : openedModel(models, address);
