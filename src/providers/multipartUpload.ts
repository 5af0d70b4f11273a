import { API_BASE, refreshAccessToken } from './httpClient';
import { tokenStore } from './tokenStore';

export interface UploadEvents {
  /** Bytes sent so far, of the total (fetch cannot report upload progress; XMLHttpRequest can). */
  onProgress?: (loaded: number, total: number) => void;
  /** Every byte is sent: the server is now working on it. */
  onSent?: () => void;
}

export interface UploadAnswer {
  status: number;
  body: Record<string, unknown>;
}

const sendOnce = (url: string, form: FormData, events: UploadEvents): Promise<UploadAnswer> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => events.onProgress?.(e.loaded, e.lengthComputable ? e.total : e.loaded);
    xhr.upload.onload = () => events.onSent?.();
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.send(form);
  });

/**
 * POSTs one file as a multipart field to an API path (under /v1), reporting upload progress.
 * An expired access token is refreshed once through the shared refresh, like every other call;
 * the caller reads the status and body.
 */
export const uploadFile = (path: string, field: string, file: File, events: UploadEvents = {}): Promise<UploadAnswer> =>
  uploadForm(path, () => {
    const form = new FormData();
    form.append(field, file);
    return form;
  }, events);

/** POSTs a whole multipart form (fields and several files: an activity's images), as uploadFile does. */
export const uploadForm = async (path: string, build: () => FormData, events: UploadEvents = {}): Promise<UploadAnswer> => {
  const url = `${API_BASE}${path}`;
  const res = await sendOnce(url, build(), events);
  return res.status === 401 && (await refreshAccessToken()) ? sendOnce(url, build(), events) : res;
};
