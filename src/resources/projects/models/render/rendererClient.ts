import type { CanvasBox, FromRenderer, ToRenderer } from './renderProtocol';

export interface RendererLink {
  post: (message: ToRenderer, transfer?: Transferable[]) => void;
  dispose: () => void;
}

/**
 * Starts the model renderer for a canvas: in its own worker when the browser can hand the canvas
 * over (OffscreenCanvas with WebGL: current Chrome, Edge, Firefox, Safari 17), otherwise in the
 * page, loaded only then. Either way the viewer talks to it with the same messages.
 */
export const startRenderer = async (canvas: HTMLCanvasElement, box: CanvasBox, onMessage: (message: FromRenderer) => void): Promise<RendererLink> => {
  if (typeof canvas.transferControlToOffscreen === 'function' && typeof OffscreenCanvas !== 'undefined') {
    const worker = new Worker(new URL('./renderWorker.ts', import.meta.url), { type: 'module', name: 'model-renderer' });
    worker.onmessage = (event: MessageEvent<FromRenderer>) => onMessage(event.data);
    worker.onerror = () => onMessage({ type: 'failed' });
    const offscreen = canvas.transferControlToOffscreen();
    worker.postMessage({ type: 'init', canvas: offscreen, box } satisfies ToRenderer, [offscreen]);
    return { post: (message, transfer = []) => worker.postMessage(message, transfer), dispose: () => worker.terminate() };
  }
  const { ModelRenderer } = await import('./ModelRenderer');
  const renderer = new ModelRenderer(onMessage);
  renderer.handle({ type: 'init', canvas, box });
  return { post: (message) => renderer.handle(message), dispose: () => undefined };
};
