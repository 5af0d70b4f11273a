/// <reference lib="webworker" />
import occtimportjs, { type Occt } from 'occt-import-js';
import occtWasmUrl from 'occt-import-js/dist/occt-import-js.wasm?url';
import { MAX_CAD_MB } from '../modelLimits';
import { transferablesOf, type ModelPhase, type ModelScene, type WorkerAnswer, type WorkerRequest } from '../sceneData';
import { readCad } from './parseCad';
import { readObj, readStl, TooLargeError } from './parseMesh';

/**
 * The one worker that reads every model of the page (started once, reused: the WASM engine is
 * compiled once and stays warm). All parsing happens here, so the page never freezes; the
 * geometry goes back as transferred typed arrays.
 */
declare const self: DedicatedWorkerGlobalScope;


let engine: Promise<Occt> | null = null;
const occt = () =>
  (engine ??= occtimportjs({ locateFile: () => occtWasmUrl }).catch((err: unknown) => {
    engine = null; // a failed start (the WASM did not come) is tried again with the next file
    throw err;
  }));

const post = (answer: WorkerAnswer, transfer: Transferable[] = []) => self.postMessage(answer, transfer);

const open = async (request: WorkerRequest): Promise<ModelScene | null> => {
  const progress = (phase: ModelPhase) => post({ type: 'progress', id: request.id, phase });
  if (request.format === 'step' || request.format === 'iges') {
    if (request.buffer.byteLength > MAX_CAD_MB * 1024 * 1024) throw new TooLargeError();
    progress('engine');
    const ready = await occt();
    progress('parse');
    return readCad(ready, request.format, new Uint8Array(request.buffer));
  }
  progress('parse');
  return request.format === 'stl' ? readStl(request.buffer) : readObj(request.buffer);
};

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    const scene = await open(request);
    if (!scene) post({ type: 'failed', id: request.id, reason: 'unreadable' });
    else post({ type: 'done', id: request.id, scene }, transferablesOf(scene));
  } catch (err) {
    post({ type: 'failed', id: request.id, reason: err instanceof TooLargeError ? 'tooLarge' : 'unreadable', detail: String(err).slice(0, 200) });
  }
};
