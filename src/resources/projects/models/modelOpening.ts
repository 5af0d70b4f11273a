import { modelFormatOf } from '../../../domain/modelFormats';
import { downloadModel, modelDownload } from './modelApi';
import { ModelOpenError, readModel } from './modelWorkerClient';
import { routeToRenderer } from './render/rendererRoute';
import type { ModelPhase, ModelScene } from './sceneData';

/** How far an opening is: a phase, with the downloaded fraction while downloading. */
export interface OpeningProgress {
  phase: ModelPhase;
  fraction?: number;
}

/** A model being downloaded and read, off the page's thread. */
export interface ModelOpening {
  scene: Promise<ModelScene>;
  /** The progress so far at once, then each step (one follower: the dialog showing it). */
  follow: (onProgress: (progress: OpeningProgress) => void) => void;
  cancel: () => void;
}

const start = (key: string, name: string): ModelOpening => {
  const abort = new AbortController();
  let last: OpeningProgress = { phase: 'download', fraction: 0 };
  let follower: ((progress: OpeningProgress) => void) | null = null;
  const report = (progress: OpeningProgress) => {
    last = progress;
    follower?.(progress);
  };
  const scene = (async () => {
    const format = modelFormatOf(name);
    if (!format) throw new ModelOpenError('unreadable');
    // Whole percents only: a 50 MB file arrives in hundreds of chunks, each would re-render.
    let percent = 0;
    const onProgress = (fraction: number) => {
      if (Math.floor(fraction * 100) === percent) return;
      percent = Math.floor(fraction * 100);
      report({ phase: 'download', fraction: percent / 100 });
    };
    const onReading = (phase: ModelPhase, fraction?: number) => (phase === 'download' && fraction !== undefined ? onProgress(fraction) : report({ phase }));
    // Each reading is routed to the viewer's renderer when one is ready (its port is the reader's).
    const options = () => ({ signal: abort.signal, onProgress: onReading, to: routeToRenderer() });
    // The reader downloads the file itself, off the page's thread (issue 24); when it cannot, the
    // page's client does (it refreshes an expired session, and a refusal says why).
    const read = await readModel({ download: modelDownload(key) }, format, options()).catch(async (err: unknown) => {
      if (!(err instanceof ModelOpenError && err.reason === 'notDownloaded')) throw err;
      const buffer = await downloadModel(key, { signal: abort.signal, onProgress });
      return readModel({ buffer }, format, options());
    });
    // Marks for the trace of an opening (perf/modelTrace.ts); the download's are the reader's.
    performance.mark('model-read');
    return read;
  })();
  scene.catch(() => undefined); // an opening nobody takes fails quietly
  return {
    scene,
    follow: (onProgress) => {
      follower = onProgress;
      onProgress(last);
    },
    cancel: () => abort.abort(),
  };
};

/** The opening started by the click on 'Görüntüle', until the viewer takes it. */
let early: { key: string; opening: ModelOpening } | null = null;

/**
 * Starts opening a model at the click (issue 24): its download and reading run while the page
 * renders the viewer for its new address, instead of after it.
 */
export const openEarly = (key: string, name: string): void => {
  if (early?.key === key) return;
  early?.opening.cancel();
  early = { key, opening: start(key, name) };
};

/** The opening of this model started at the click, or a new one (an address opened directly, a retry). */
export const takeOpening = (key: string, name: string): ModelOpening => {
  if (early && early.key !== key) early.opening.cancel();
  const taken = early?.key === key ? early.opening : start(key, name);
  early = null;
  return taken;
};
