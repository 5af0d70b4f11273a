import { HttpError } from '../../providers/httpClient';
import { uploadFile } from '../../providers/multipartUpload';

/** Bytes sent so far of one upload, for the progress bar (fetch cannot report upload progress). */
type UploadProgress = (loaded: number) => void;

/** POST /v1/images/upload with the multipart field `image`, reporting upload progress. */
const uploadPhoto = async (file: File, onProgress: UploadProgress): Promise<string> => {
  const res = await uploadFile('/images/upload', 'image', file, { onProgress });
  const key = res.body.photoKey;
  if (res.status >= 200 && res.status < 300 && typeof key === 'string') return key;
  const message = typeof res.body.message === 'string' ? res.body.message : `HTTP ${res.status}`;
  throw new HttpError(message, res.status, res.body as HttpError['body']);
};

/** An upload that stopped part way: the photos already stored are named, so they can be discarded. */
export class PhotoUploadError extends Error {
  constructor(
    readonly cause: unknown,
    readonly uploaded: string[],
  ) {
    super(cause instanceof Error ? cause.message : 'upload failed');
  }
}

/** Uploads files one after the other; progress is the share of all their bytes sent (0 to 1). */
export const uploadPhotos = async (files: readonly File[], onProgress: (share: number) => void): Promise<string[]> => {
  const totalBytes = files.reduce((sum, f) => sum + f.size, 0) || 1;
  let done = 0;
  const keys: string[] = [];
  for (const file of files) {
    try {
      keys.push(await uploadPhoto(file, (loaded) => onProgress(Math.min(1, (done + loaded) / totalBytes))));
    } catch (err) {
      throw new PhotoUploadError(err, keys);
    }
    done += file.size;
    onProgress(Math.min(1, done / totalBytes));
  }
  return keys;
};
