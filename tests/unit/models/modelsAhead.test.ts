// Issue 24: a project page's small models are downloaded while it is idle, by the reader that will
// read them; a click reads those bytes instead of waiting for the network.
import { describe, expect, it } from 'vitest';
import type { AttachmentFile } from '../../../src/domain/resources/projectReplies';
import { modelsToPrefetch, PREFETCH_MODEL_BYTES, PREFETCH_TOTAL_BYTES } from '../../../src/resources/projects/models/prefetchedModels';
import { heldDownloads } from '../../../src/resources/projects/models/worker/heldDownloads';
import type { ModelDownload } from '../../../src/resources/projects/models/sceneData';

const model = (name: string, size: number): AttachmentFile => ({ key: `models/${name}`, kind: 'model', name, size, mimeType: 'model/stl' });
const MB = 1024 * 1024;

describe('modelsToPrefetch', () => {
  it('takes the small models in the list order, leaving out large ones and files no reader opens', () => {
    const list = [model('kup.stl', 684), model('tarama.stl', PREFETCH_MODEL_BYTES + 1), model('govde.step', 40_000), model('notlar.txt', 10), model('parca.obj', PREFETCH_MODEL_BYTES)];
    expect(modelsToPrefetch(list, false).map((m) => m.name)).toEqual(['kup.stl', 'govde.step', 'parca.obj']);
  });

  it('stops at the page share, still taking a later model that fits', () => {
    const list = [model('a.stl', 2 * MB), model('b.stl', 2 * MB), model('c.stl', 2 * MB), model('d.stl', 1.5 * MB), model('e.stl', 2 * MB), model('f.stl', 0.5 * MB)];
    const chosen = modelsToPrefetch(list, false);
    expect(chosen.map((m) => m.name)).toEqual(['a.stl', 'b.stl', 'c.stl', 'd.stl', 'f.stl']);
    expect(chosen.reduce((sum, m) => sum + m.size, 0)).toBeLessThanOrEqual(PREFETCH_TOTAL_BYTES);
  });

  it('downloads nothing ahead when the browser asks to save data', () => {
    expect(modelsToPrefetch([model('kup.stl', 684)], true)).toEqual([]);
  });
});

describe('heldDownloads', () => {
  const download = (name: string): ModelDownload => ({ url: `/v1/models/${name}`, token: 'bearer' });
  const fetcher = () => {
    const asked: string[] = [];
    const fetchBytes = async (d: ModelDownload) => {
      asked.push(d.url);
      return d.url.includes('refused') ? null : new TextEncoder().encode(d.url).buffer as ArrayBuffer;
    };
    return { asked, fetchBytes };
  };

  it('downloads each model once and hands its bytes out once', async () => {
    const { asked, fetchBytes } = fetcher();
    const held = heldDownloads(fetchBytes);
    await held.hold([download('kup.stl'), download('govde.step')]);
    expect(asked).toEqual(['/v1/models/kup.stl', '/v1/models/govde.step']);
    const bytes = await held.take('/v1/models/kup.stl');
    expect(new TextDecoder().decode(bytes!)).toBe('/v1/models/kup.stl');
    // The second opening of the same model downloads it (from the browser's cache).
    expect(await held.take('/v1/models/kup.stl')).toBeNull();
  });

  it('answers null for a model it does not hold or could not download', async () => {
    const { fetchBytes } = fetcher();
    const held = heldDownloads(fetchBytes);
    await held.hold([download('refused.stl')]);
    expect(await held.take('/v1/models/refused.stl')).toBeNull();
    expect(await held.take('/v1/models/other.stl')).toBeNull();
  });

  it('holds the last page\'s models only', async () => {
    const { fetchBytes } = fetcher();
    const held = heldDownloads(fetchBytes);
    await held.hold([download('first-page.stl')]);
    await held.hold([download('second-page.stl')]);
    expect(await held.take('/v1/models/first-page.stl')).toBeNull();
    expect(await held.take('/v1/models/second-page.stl')).not.toBeNull();
  });

  it('gives a click the download still under way', async () => {
    let arrive!: (bytes: ArrayBuffer) => void;
    const held = heldDownloads(() => new Promise((resolve) => (arrive = resolve)));
    const holding = held.hold([download('kup.stl')]);
    const taken = held.take('/v1/models/kup.stl');
    arrive(new ArrayBuffer(84));
    await holding;
    expect((await taken)?.byteLength).toBe(84);
  });
});
