import type { ModelFormat } from '../../../domain/modelFormats';
import type { ModelPhase, ModelScene, WorkerAnswer } from './sceneData';

export class ModelOpenError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooLarge' | 'cancelled') {
    super(reason);
  }
}

interface Pending {
  resolve: (scene: ModelScene) => void;
  reject: (err: ModelOpenError) => void;
  onProgress?: (phase: ModelPhase) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The page's one model worker, started on first use and kept (a warm occt engine) until a cancel ends it. */
const workerOf = (): Worker => {
  if (worker) return worker;
  const started = new Worker(new URL('./worker/modelWorker.ts', import.meta.url), { type: 'module', name: 'model-reader' });
  started.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    if (answer.type === 'progress') return waiting.onProgress?.(answer.phase);
    pending.delete(answer.id);
    if (answer.type === 'done') waiting.resolve(answer.scene);
    else waiting.reject(new ModelOpenError(answer.reason));
  };
  started.onerror = () => stop('unreadable');
  worker = started;
  return started;
};

/** Ends the worker (the only way to stop occt mid-file) and fails whatever it was reading. */
const stop = (reason: 'unreadable' | 'cancelled') => {
  worker?.terminate();
  worker = null;
  for (const waiting of pending.values()) waiting.reject(new ModelOpenError(reason));
  pending.clear();
};

/**
 * Reads a model's bytes into a scene off the main thread. The buffer is transferred (the caller
 * no longer holds it). Aborting the signal cancels: the worker is ended and the next model
 * starts a fresh one.
 */
export const readModel = (buffer: ArrayBuffer, format: ModelFormat, opts: { onProgress?: (phase: ModelPhase) => void; signal?: AbortSignal } = {}): Promise<ModelScene> =>
  new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new ModelOpenError('cancelled'));
    const id = nextId++;
    pending.set(id, { resolve, reject, onProgress: opts.onProgress });
    opts.signal?.addEventListener('abort', () => pending.has(id) && stop('cancelled'), { once: true });
    workerOf().postMessage({ type: 'open', id, format, buffer }, [buffer]);
  });
