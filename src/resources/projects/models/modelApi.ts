import { api, request } from '../../../providers/httpClient';
import { uploadForm, type UploadEvents } from '../../../providers/multipartUpload';
import { answered } from '../projectApi';

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
 * download. The answer is immutable, so a second opening comes from the browser cache.
 */
export const downloadModel = async (key: string, opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {}): Promise<ArrayBuffer> => {
  const { response } = await request(`/models/${segment(key)}`, { signal: opts.signal });
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body?.getReader();
  if (!reader) return response.arrayBuffer();
  const stop = () => void reader.cancel().catch(() => undefined);
  opts.signal?.addEventListener('abort', stop, { once: true });
  try {
    const bytes = total ? new Uint8Array(total) : null;
    const chunks: Uint8Array[] = [];
    let loaded = 0;
    let filled = 0; // bytes placed in `bytes`; whatever overflows a wrong length goes to chunks
    for (;;) {
      const { done, value } = await reader.read();
      if (opts.signal?.aborted) throw opts.signal.reason ?? new DOMException('Aborted', 'AbortError');
      if (done) break;
      if (bytes && !chunks.length && filled + value.length <= total) {
        bytes.set(value, filled);
        filled += value.length;
      } else chunks.push(value);
      loaded += value.length;
      if (total) opts.onProgress?.(Math.min(1, loaded / total));
    }
    if (bytes && filled === total && !chunks.length) return bytes.buffer;
    // No (or a wrong) length: join what came.
    return new Blob([...(bytes ? [bytes.subarray(0, filled)] : []), ...chunks] as BlobPart[]).arrayBuffer();
  } finally {
    opts.signal?.removeEventListener('abort', stop);
  }
};
