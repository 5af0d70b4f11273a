/// <reference lib="webworker" />
import { MAX_CAD_MB } from '../modelLimits';
import { shellOf, transferablesOf, type DeliveredScene, type ModelDownload, type ModelPhase, type ModelScene, type WorkerAnswer, type WorkerRequest } from '../sceneData';
import { streamedBytes } from '../streamedBytes';
import { NotDownloadedError, TooLargeError, UnreadableError } from './readErrors';
import { heldDownloads } from './heldDownloads';
import { readStl } from './parseStl';

/**
 * A reader of the page's models (issues 11, 24). All parsing happens here, so the page never
 * freezes; the geometry goes back as transferred typed arrays. The script itself holds only the
 * STL reader: the CAD kernel (STEP, IGES) and three's OBJ loader are loaded on their first file,
 * or, for the kernel, ahead while the page is idle ('warm').
 */
declare const self: DedicatedWorkerGlobalScope;

const post = (answer: WorkerAnswer, transfer: Transferable[] = []) => self.postMessage(answer, transfer);
const kernelCompiled = (module: WebAssembly.Module) => {
  try {
    post({ type: 'kernel', module });
  } catch {
    // A browser that cannot send a compiled module: a later reader compiles its own.
  }
};

const cadEngine = () =>
  import('./cadEngine').catch(() => {
    throw new UnreadableError('kernelMissing');
  });

const kernel = async () => {
  const { occt } = await cadEngine();
  return occt(kernelCompiled).catch(() => {
    throw new UnreadableError('kernelMissing');
  });
};

const bearer = (token: string | null): HeadersInit => (token ? { Authorization: `Bearer ${token}` } : {});

/** The page's small models, downloaded while it is idle; a failure here only means a download on the click. */
const held = heldDownloads(({ url, token }) =>
  fetch(url, { credentials: 'include', headers: bearer(token), priority: 'low' })
    .then((response) => (response.ok ? response.arrayBuffer() : null))
    .catch(() => null),
);

/**
 * The file's bytes: held since the page was idle, or downloaded here (issue 24), not by the page,
 * whose thread is busy opening the dialog at that moment and whose fetch would wait for it. Whole
 * percents only, so a large file does not send the page hundreds of messages. Any refusal goes back to the page, whose client refreshes
 * an expired session or says what was wrong.
 */
const download = async (id: number, { url, token }: ModelDownload): Promise<ArrayBuffer> => {
  performance.mark('model-download-start');
  const ahead = await held.take(url);
  if (ahead) {
    performance.mark('model-downloaded');
    return ahead;
  }
  const response = await fetch(url, { credentials: 'include', headers: bearer(token) }).catch(() => null);
  if (!response?.ok) throw new NotDownloadedError();
  let percent = 0;
  const bytes = await streamedBytes(response, {
    onProgress: (fraction) => {
      if (Math.floor(fraction * 100) === percent) return;
      percent = Math.floor(fraction * 100);
      post({ type: 'progress', id, phase: 'download', fraction: percent / 100 });
    },
  }).catch(() => {
    throw new NotDownloadedError();
  });
  performance.mark('model-downloaded');
  return bytes;
};

const open = async (request: Extract<WorkerRequest, { type: 'open' }>): Promise<ModelScene> => {
  const progress = (phase: ModelPhase) => post({ type: 'progress', id: request.id, phase });
  const buffer = 'buffer' in request.source ? request.source.buffer : await download(request.id, request.source.download);
  if (request.format === 'step' || request.format === 'iges') {
    if (buffer.byteLength > MAX_CAD_MB * 1024 * 1024) throw new TooLargeError();
    progress('engine');
    const ready = await kernel();
    progress('parse');
    const { readCad } = await import('./parseCad');
    return readCad(ready, request.format, new Uint8Array(buffer));
  }
  progress('parse');
  if (request.format === 'stl') return readStl(buffer);
  const { readObj } = await import('./parseObj');
  return readObj(buffer);
};

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'kernel') return void (await cadEngine().then((m) => m.adoptModule(request.module), () => undefined));
  if (request.type === 'warm') {
    // A warm-up that fails costs nothing: the first file tries again and says what went wrong.
    await Promise.all([
      request.cad ? cadEngine().then((m) => m.warmUpCad(kernelCompiled), () => undefined).catch(() => undefined) : undefined,
      held.hold(request.held),
    ]);
    return post({ type: 'warmed', id: request.id });
  }
  try {
    // Marks for the trace of an opening (perf/modelTrace.ts): what the reader took.
    performance.mark('model-read-start');
    const scene = await open(request);
    performance.mark('model-read-end');
    const { to } = request;
    if (!to) return post({ type: 'done', id: request.id, scene }, transferablesOf(scene));
    // Straight to the renderer, so the first frame never waits for the page's thread (busy
    // showing the dialog at that moment); the page gets what it shows beside the drawing.
    to.postMessage({ id: request.id, scene } satisfies DeliveredScene, transferablesOf(scene));
    to.close();
    performance.mark('model-scene-posted');
    post({ type: 'done', id: request.id, scene: shellOf(scene, request.id) });
  } catch (err) {
    request.to?.close();
    if (err instanceof TooLargeError) return post({ type: 'failed', id: request.id, reason: 'tooLarge' });
    if (err instanceof NotDownloadedError) return post({ type: 'failed', id: request.id, reason: 'notDownloaded' });
    // Anything else thrown while reading: the kernel stopped on a CAD file, an STL or OBJ did not parse.
    const problem = err instanceof UnreadableError ? err.problem : request.format === 'step' || request.format === 'iges' ? 'kernelStopped' : 'notParsed';
    post({ type: 'failed', id: request.id, reason: 'unreadable', problem, detail: String(err).slice(0, 200) });
  }
};
