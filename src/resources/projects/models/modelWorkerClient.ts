import type { ModelFormat } from '../../../domain/modelFormats';
import type { ModelDownload, ModelPhase, ModelScene, ModelSource, UnreadableProblem, WorkerAnswer, WorkerRequest } from './sceneData';

export class ModelOpenError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'tooLarge' | 'cancelled' | 'notDownloaded',
    /** What was wrong with an unreadable file, when the reader could tell. */
    readonly problem?: UnreadableProblem,
  ) {
    super(reason);
  }
}

interface Pending {
  resolve: (scene: ModelScene) => void;
  reject: (err: ModelOpenError) => void;
  onProgress?: (phase: ModelPhase, fraction?: number) => void;
}

/**
 * Two readers, each started once and kept: one for CAD files (its kernel stays warm from one file
 * to the next) and one for meshes, so an STL never waits behind the kernel's start or a long
 * STEP. They run the same small script; only the CAD reader ever loads the kernel.
 */
type ReaderKind = 'cad' | 'mesh';
const kindOf = (format: ModelFormat): ReaderKind => (format === 'step' || format === 'iges' ? 'cad' : 'mesh');

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
  warmed: Map<number, () => void>;
}

const readers = new Map<ReaderKind, Reader>();
let nextId = 1;
/** The kernel's WASM as the first CAD reader compiled it: a reader started after a cancel gets it, not a second compile. */
let kernelModule: WebAssembly.Module | null = null;

const readerOf = (kind: ReaderKind): Reader => {
  const running = readers.get(kind);
  if (running) return running;
  const worker = new Worker(new URL('./worker/modelWorker.ts', import.meta.url), { type: 'module', name: `model-reader-${kind}` });
  const reader: Reader = { worker, pending: new Map(), warmed: new Map() };
  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    if (answer.type === 'kernel') return void (kernelModule = answer.module);
    if (answer.type === 'warmed') {
      reader.warmed.get(answer.id)?.();
      return void reader.warmed.delete(answer.id);
    }
    const waiting = reader.pending.get(answer.id);
    if (!waiting) return;
    if (answer.type === 'progress') return waiting.onProgress?.(answer.phase, answer.fraction);
    reader.pending.delete(answer.id);
    if (answer.type === 'done') waiting.resolve(answer.scene);
    else waiting.reject(new ModelOpenError(answer.reason, answer.problem));
  };
  worker.onerror = () => stop(kind, 'unreadable');
  if (kind === 'cad' && kernelModule) worker.postMessage({ type: 'kernel', module: kernelModule });
  readers.set(kind, reader);
  return reader;
};

/** Ends a reader (the only way to stop occt mid-file) and fails whatever it was reading. */
const stop = (kind: ReaderKind, reason: 'unreadable' | 'cancelled') => {
  const reader = readers.get(kind);
  if (!reader) return;
  reader.worker.terminate();
  readers.delete(kind);
  for (const waiting of reader.pending.values()) waiting.reject(new ModelOpenError(reason));
  for (const done of reader.warmed.values()) done();
};

/**
 * Starts the readers before any file comes (the page is idle and shows models): the mesh
 * reader, and the CAD reader with its kernel compiled and run once when the page lists a STEP
 * or IGES file; each downloads the small models it will read (`ahead`). Resolves when they are
 * ready; never fails (a file opened later says what is wrong).
 */
export const warmReaders = (cad: boolean, ahead: readonly { format: ModelFormat; download: ModelDownload }[] = []): Promise<void> =>
  Promise.all(
    (cad ? (['mesh', 'cad'] as const) : (['mesh'] as const)).map(
      (kind) =>
        new Promise<void>((resolve) => {
          const reader = readerOf(kind);
          const id = nextId++;
          reader.warmed.set(id, resolve);
          const held = ahead.filter((a) => kindOf(a.format) === kind).map((a) => a.download);
          reader.worker.postMessage({ type: 'warm', id, cad: kind === 'cad', held } satisfies WorkerRequest);
        }),
    ),
  ).then(() => undefined);

/**
 * Reads a model into a scene off the main thread: bytes the page has (transferred: the caller no
 * longer holds them), or a download the reader makes itself ('notDownloaded' when that fails).
 * Aborting the signal cancels: the reader is ended and the next model of its kind starts a fresh one.
 * With a port to the renderer (`to`), the geometry goes there and the scene answered is its shell.
 */
export const readModel = (
  source: ModelSource,
  format: ModelFormat,
  opts: { onProgress?: (phase: ModelPhase, fraction?: number) => void; signal?: AbortSignal; to?: MessagePort } = {},
): Promise<ModelScene> =>
  new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new ModelOpenError('cancelled'));
    const kind = kindOf(format);
    const reader = readerOf(kind);
    const id = nextId++;
    reader.pending.set(id, { resolve, reject, onProgress: opts.onProgress });
    opts.signal?.addEventListener('abort', () => reader.pending.has(id) && stop(kind, 'cancelled'), { once: true });
    const transfer: Transferable[] = 'buffer' in source ? [source.buffer] : [];
    if (opts.to) transfer.push(opts.to);
    reader.worker.postMessage({ type: 'open', id, format, source, to: opts.to } satisfies WorkerRequest, transfer);
  });
