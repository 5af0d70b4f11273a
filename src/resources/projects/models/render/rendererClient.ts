import { transferablesOf, type ModelScene } from '../sceneData';
import type { CanvasBox, FromRenderer, ToRenderer } from './renderProtocol';
import { routeScenesTo } from './rendererRoute';

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
/** The renderer models read now are routed to: the viewer's, or the one started ahead for it. */
let routed: RendererLink | null = null;

const routeTo = (link: RendererLink | null) => {
  routed = link;
  routeScenesTo(link && ((port) => link.post({ type: 'expect', port }, [port])));
};

/**
 * Starts a renderer ahead, so that opening a model finds its drawing context made and its
 * shaders compiled. Where it draws in the page, only its code is fetched here (the hidden
 * viewer, mounted in the same idle moment, makes the context).
 */
export const warmRenderer = (): Promise<void> => {
  if (!canDrawInWorker()) return import('./ModelRenderer').then(() => undefined);
  if (held && !spare) return Promise.resolve();
  // A guess at the viewer's canvas (most of the window); the viewer sends the real size on taking it.
  if (!spare) {
    const started = startRenderer({ left: 0, top: 0, width: Math.round(window.innerWidth * 0.7), height: Math.round(window.innerHeight * 0.7), pixelRatio: Math.min(window.devicePixelRatio || 1, 2) });
    spare = started;
    // A model opened before a viewer takes it is read straight to it.
    void started.then((link) => spare === started && !routed && routeTo(link));
  }
  return spare.then((link) => link.ready);
};

/** A viewer's renderer: a model goes to it once (its geometry is transferred, not copied). */
export interface ViewerRenderer extends RendererLink {
  /** Hands the renderer this scene, unless it has it already (or its reader sent it there). */
  show: (scene: ModelScene | null) => void;
  /** The scene last handed over, once the renderer has drawn a frame of it (else null). */
  drawnScene: () => ModelScene | null;
}

/** The renderer started ahead, or a new one: the viewer's, until it disposes of it. */
export const takeRenderer = async (box: CanvasBox): Promise<ViewerRenderer> => {
  const taken = spare ?? startRenderer(box);
  spare = null;
  held++;
  const link = await taken;
  routeTo(link);
  let shown: ModelScene | null = null;
  // Scenes the page posts are numbered below zero; a reader's (delivered) carry its positive number.
  let shownId: number | null = null;
  let posted = 0;
  let drawnId: number | null = null;
  const viewer: ViewerRenderer = {
    ...link,
    // 'drawn' may come before the page has the scene's shell (its reader sent the renderer the
    // geometry first): the number is kept until then.
    listen: (onMessage) =>
      link.listen((message) => {
        if (message.type === 'drawn') drawnId = message.id;
        onMessage(message);
      }),
    show: (scene) => {
      if (scene === shown) return;
      shown = scene;
      if (scene?.delivered !== undefined) return void (shownId = scene.delivered);
      shownId = scene ? --posted : null;
      if (scene) performance.mark('model-scene-posted');
      link.post({ type: 'scene', scene, id: shownId }, scene ? transferablesOf(scene) : []);
    },
    drawnScene: () => (shown && shownId === drawnId ? shown : null),
    dispose: () => {
      held--;
      if (routed === link) routeTo(null);
      link.dispose();
    },
  };
  return viewer;
};

