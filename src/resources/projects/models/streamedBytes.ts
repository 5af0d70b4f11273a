/**
 * A response's body as one buffer, read chunk by chunk so the caller can show how far it is; the
 * signal stops it. Used on the page (downloadModel) and in the model reader, which downloads the
 * file itself so the page's busy thread never stands between the bytes and the reading.
 */
export const streamedBytes = async (response: Response, opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {}): Promise<ArrayBuffer> => {
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
