import { API_BASE, api, request } from '../../../providers/httpClient';
import { tokenStore } from '../../../providers/tokenStore';
import { uploadForm, type UploadEvents } from '../../../providers/multipartUpload';
import { answered } from '../projectApi';
import type { ModelDownload } from './sceneData';
import { streamedBytes } from './streamedBytes';

/** The /v1/models calls of the 3D models section (001 section 7). */

export interface UploadedModel {
  modelKey: string;
  name: string;
  size: number;
  format: string;
}

/** One model into one project (the server attaches it to the project, last in its list). */
export const uploadModel = async (file: File, projectId: number, events: UploadEvents = {}) =>
  answered<UploadedModel>(
    await uploadForm(
      '/models/upload',
      () => {
        const form = new FormData();
        // projectId first: the server checks the project before it reads the file.
        form.append('projectId', String(projectId));
        form.append('model', file);
        return form;
      },
      events,
    ),
  );

/** 'models/<id>.stl' or '<id>.stl' as the path segment the routes take. */
const segment = (key: string) => encodeURIComponent(key.replace(/^models\//, ''));

export const deleteModel = (key: string, projectId: number) => api(`/models/${segment(key)}?projectId=${projectId}`, { method: 'DELETE' });

/** The model's download address, for a link a colleague can be sent. */
export const modelUrl = async (key: string) => (await api<{ modelUrl: string }>(`/models/${segment(key)}/url`)).modelUrl;

/**
 * The model's bytes, read as a stream so the page can show how far it is; the signal stops the
 * download. Through the page's client: an expired session is refreshed, a refusal says why.
 */
export const downloadModel = async (key: string, opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {}): Promise<ArrayBuffer> =>
  streamedBytes((await request(`/models/${segment(key)}`, { signal: opts.signal })).response, opts);

/**
 * What a model reader needs to download the model itself: its address and the session's bearer.
 * Not the page's no-store headers: the answer is immutable, so a second opening comes from the
 * browser's cache.
 */
export const modelDownload = (key: string): ModelDownload => ({ url: `${API_BASE}/models/${segment(key)}`, token: tokenStore.get() });
