// Issue 24: opening a model starts at the click on 'Görüntüle'; the viewer takes that opening
// instead of downloading the file a second time.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelScene } from '../../../src/resources/projects/models/sceneData';

const downloads: { key: string; signal?: AbortSignal }[] = [];
vi.mock('../../../src/resources/projects/models/modelApi', () => ({
  downloadModel: vi.fn(async (key: string, opts: { signal?: AbortSignal; onProgress?: (f: number) => void }) => {
    downloads.push({ key, signal: opts.signal });
    opts.onProgress?.(0.5);
    return new ArrayBuffer(84);
  }),
}));
const scene = { geometries: [], parts: [], tree: { name: 'kup', parts: [], children: [] }, triangles: 12 } as unknown as ModelScene;
vi.mock('../../../src/resources/projects/models/modelWorkerClient', () => ({
  ModelOpenError: class extends Error {},
  readModel: vi.fn(async (_buffer: ArrayBuffer, _format: string, opts: { onProgress?: (phase: string) => void }) => {
    opts.onProgress?.('parse');
    return scene;
  }),
}));

const { openEarly, takeOpening } = await import('../../../src/resources/projects/models/modelOpening');

describe('modelOpening', () => {
  beforeEach(() => {
    downloads.length = 0;
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

  it('a file of no model format fails without a download', async () => {
    await expect(takeOpening('models/c.txt', 'not.txt').scene).rejects.toThrow();
    expect(downloads).toHaveLength(0);
  });
});
