import { transferablesOf, type ModelScene } from '../sceneData';
import type { CanvasBox, FromRenderer, ToRenderer } from './renderProtocol';

export interface RendererLink {
  /** The canvas it draws on: the page puts it where the model is shown. */
  canvas: HTMLCanvasElement;
  post: (message: ToRenderer, transfer?: Transferable[]) => void;
  /** Who hears the renderer from now on (a renderer started ahead has nobody yet). */
  listen: (onMessage: (message: FromRenderer) => void) => void;
  /** Resolves once the drawing context and the first frame's shaders are ready. */
  ready: Promise<void>;
  dispose: () => void;
}

const canDrawInWorker = () => typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function' && typeof OffscreenCanvas !== 'undefined';

const newCanvas = () => {
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none;outline:none';
  return canvas;
};

/** Messages until someone listens, then straight to them; 'ready' resolves `ready` on the way. */
const relay = () => {
  let listener: ((message: FromRenderer) => void) | null = null;
  const held: FromRenderer[] = [];
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  return {
    ready,
    hear: (message: FromRenderer) => {
      if (message.type === 'ready' || message.type === 'failed') markReady();
      if (listener) listener(message);
      else held.push(message);
    },
    listen: (onMessage: (message: FromRenderer) => void) => {
      listener = onMessage;
      held.splice(0).forEach(onMessage);
    },
  };
};

/**
 * Starts a model renderer on a canvas of its own: in its own worker when the browser can hand
 * the canvas over (OffscreenCanvas with WebGL: current Chrome, Edge, Firefox, Safari 17),
 * otherwise in the page, loaded only then. Either way the viewer talks to it with the same
 * messages.
 */
const startRenderer = async (box: CanvasBox): Promise<RendererLink> => {
  const canvas = newCanvas();
  const messages = relay();
  if (canDrawInWorker()) {
    const worker = new Worker(new URL('./renderWorker.ts', import.meta.url), { type: 'module', name: 'model-renderer' });
    worker.onmessage = (event: MessageEvent<FromRenderer>) => messages.hear(event.data);
    worker.onerror = () => messages.hear({ type: 'failed' });
    const offscreen = canvas.transferControlToOffscreen();
    worker.postMessage({ type: 'init', canvas: offscreen, box } satisfies ToRenderer, [offscreen]);
    return { canvas, post: (message, transfer = []) => worker.postMessage(message, transfer), listen: messages.listen, ready: messages.ready, dispose: () => worker.terminate() };
  }
  const { ModelRenderer } = await import('./ModelRenderer');
  const renderer = new ModelRenderer(messages.hear);
  renderer.handle({ type: 'init', canvas, box });
  return { canvas, post: (message) => renderer.handle(message), listen: messages.listen, ready: messages.ready, dispose: () => renderer.dispose() };
};

/** A renderer started ahead (the page is idle and lists models), waiting for the viewer. */
let spare: Promise<RendererLink> | null = null;
/** Renderers a viewer holds: none is started ahead while one is (a mounted viewer keeps its own). */
let held = 0;

/**
 * Starts a renderer ahead, so that opening a model finds its drawing context made and its
 * shaders compiled. Where it draws in the page, only its code is fetched here (the hidden
 * viewer, mounted in the same idle moment, makes the context).
 */
export const warmRenderer = (): Promise<void> => {
  if (!canDrawInWorker()) return import('./ModelRenderer').then(() => undefined);
  if (held && !spare) return Promise.resolve();
  // A guess at the viewer's canvas (most of the window); the viewer sends the real size on taking it.
  spare ??= startRenderer({ left: 0, top: 0, width: Math.round(window.innerWidth * 0.7), height: Math.round(window.innerHeight * 0.7), pixelRatio: Math.min(window.devicePixelRatio || 1, 2) });
  return spare.then((link) => link.ready);
};

/** A viewer's renderer: a model goes to it once (its geometry is transferred, not copied). */
export interface ViewerRenderer extends RendererLink {
  /** Hands the renderer this scene, unless it has it already. */
  show: (scene: ModelScene | null) => void;
  /** The scene last handed over (the one a 'drawn' speaks of). */
  shownScene: () => ModelScene | null;
}

/** The renderer started ahead, or a new one: the viewer's, until it disposes of it. */
export const takeRenderer = async (box: CanvasBox): Promise<ViewerRenderer> => {
  const taken = spare ?? startRenderer(box);
  spare = null;
  held++;
  const link = await taken;
  let shown: ModelScene | null = null;
  const viewer: ViewerRenderer = {
    ...link,
    show: (scene) => {
      if (scene === shown) return;
      shown = scene;
      if (scene) performance.mark('model-scene-posted');
      link.post({ type: 'scene', scene }, scene ? transferablesOf(scene) : []);
    },
    shownScene: () => shown,
    dispose: () => {
      held--;
      link.dispose();
    },
  };
  return viewer;
};

