// Issue 24: opening a model starts at the click on 'Görüntüle'; the viewer takes that opening
// instead of downloading the file a second time.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelScene } from '../../../src/resources/projects/models/sceneData';

// Every download, whoever makes it: the reader (the usual way) or the page (when the reader's is refused).
const downloads: { key: string; by: 'reader' | 'page'; signal?: AbortSignal }[] = [];
/** Keys whose download the reader is refused (an expired session, say): the page's client takes over. */
const refusedToReader = new Set<string>();
vi.mock('../../../src/resources/projects/models/modelApi', () => ({
  modelDownload: (key: string) => ({ url: `/v1/${key}`, token: 'bearer' }),
  downloadModel: vi.fn(async (key: string, opts: { signal?: AbortSignal; onProgress?: (f: number) => void }) => {
    downloads.push({ key, by: 'page', signal: opts.signal });
    opts.onProgress?.(0.5);
    return new ArrayBuffer(84);
  }),
}));
const scene = { geometries: [], parts: [], tree: { name: 'kup', parts: [], children: [] }, triangles: 12 } as unknown as ModelScene;
vi.mock('../../../src/resources/projects/models/modelWorkerClient', () => {
  class ModelOpenError extends Error {
    constructor(readonly reason: string) {
      super(reason);
    }
  }
  return {
    ModelOpenError,
    readModel: vi.fn(async (source: { download?: { url: string } }, _format: string, opts: { signal?: AbortSignal; onProgress?: (phase: string, fraction?: number) => void }) => {
      const key = source.download?.url.replace('/v1/', '');
      if (key) downloads.push({ key, by: 'reader', signal: opts.signal });
      await null; // a worker answers later, never within the call
      if (key) {
        if (refusedToReader.has(key)) throw new ModelOpenError('notDownloaded');
        opts.onProgress?.('download', 0.25);
      }
      opts.onProgress?.('parse');
      return scene;
    }),
  };
});
const { openEarly, takeOpening } = await import('../../../src/resources/projects/models/modelOpening');

describe('modelOpening', () => {
  beforeEach(() => {
    downloads.length = 0;
    refusedToReader.clear();
    takeOpening('', 'none.stl').cancel(); // nothing left over from the test before
    downloads.length = 0;
  });

  it('the viewer takes the opening the click started: one download, its progress so far replayed', async () => {
    openEarly('models/a.stl', 'kup.stl');
    expect(downloads.map((d) => d.key)).toEqual(['models/a.stl']);
    const opening = takeOpening('models/a.stl', 'kup.stl');
    await expect(opening.scene).resolves.toBe(scene);
    const seen: unknown[] = [];
    opening.follow((p) => seen.push(p));
    expect(seen).toEqual([{ phase: 'parse' }]);
    expect(downloads).toHaveLength(1);
  });

  it('another model opened meanwhile cancels the early one and starts its own; a second take starts afresh (a retry)', async () => {
    openEarly('models/a.stl', 'kup.stl');
    const opening = takeOpening('models/b.step', 'govde.step');
    expect(downloads.map((d) => d.key)).toEqual(['models/a.stl', 'models/b.step']);
    expect(downloads[0].signal?.aborted).toBe(true);
    expect(downloads[1].signal?.aborted).toBe(false);
    await opening.scene;
    takeOpening('models/b.step', 'govde.step');
    expect(downloads.map((d) => d.key)).toEqual(['models/a.stl', 'models/b.step', 'models/b.step']);
  });

  it('the reader downloads the file itself; refused, the page downloads it and the reader reads those bytes', async () => {
    const seen: unknown[] = [];
    const opening = takeOpening('models/a.stl', 'kup.stl');
    opening.follow((p) => seen.push(p));
    await opening.scene;
    expect(downloads.map((d) => d.by)).toEqual(['reader']);
    expect(seen).toEqual([{ phase: 'download', fraction: 0 }, { phase: 'download', fraction: 0.25 }, { phase: 'parse' }]);
    downloads.length = 0;
    refusedToReader.add('models/b.stl');
    await expect(takeOpening('models/b.stl', 'kup.stl').scene).resolves.toBe(scene);
    expect(downloads.map((d) => `${d.by} ${d.key}`)).toEqual(['reader models/b.stl', 'page models/b.stl']);
  });

  it('a file of no model format fails without a download', async () => {
    await expect(takeOpening('models/c.txt', 'not.txt').scene).rejects.toThrow();
    expect(downloads).toHaveLength(0);
  });
});
