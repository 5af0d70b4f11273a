import { api } from '../../providers/httpClient';

/** Deletes one uploaded photo file (DELETE /v1/images/:key): photos are not a declared resource. */
export const deletePhoto = (key: string) => api(`/images/${encodeURIComponent(key)}`, { method: 'DELETE' });

/** Deletes uploads that no job will hold (a create that failed after its photos went up). */
export const discardPhotos = async (keys: readonly string[]) => {
  await Promise.allSettled(keys.map(deletePhoto));
};
