// Issue 24: a model read goes from its reader straight to the viewer's renderer, and the viewer
// knows its first frame is drawn whichever comes first: the renderer's 'drawn' or the scene's shell.
import { describe, expect, it, vi } from 'vitest';
import type { FromRenderer, ToRenderer } from '../../../src/resources/projects/models/render/renderProtocol';
import type { ModelScene } from '../../../src/resources/projects/models/sceneData';

/** The renderer's worker as the page talks to it: what it heard, and a way to answer. */
const renderers: { heard: ToRenderer[]; say: (m: FromRenderer) => void }[] = [];
class FakeRendererWorker {
  heard: ToRenderer[] = [];
  onmessage: ((event: { data: FromRenderer }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    renderers.push(this);
  }
  say(message: FromRenderer) {
    this.onmessage?.({ data: message });
  }
  postMessage(message: ToRenderer) {
    this.heard.push(message);
  }
  terminate() {}
}
// A browser that draws in a worker (jsdom has neither OffscreenCanvas nor workers).
vi.stubGlobal('Worker', FakeRendererWorker);
vi.stubGlobal('OffscreenCanvas', class {});
HTMLCanvasElement.prototype.transferControlToOffscreen = () => ({}) as OffscreenCanvas;
const { takeRenderer, warmRenderer } = await import('../../../src/resources/projects/models/render/rendererClient');
const { routeToRenderer } = await import('../../../src/resources/projects/models/render/rendererRoute');

const geometry = () => ({ position: new Float32Array(9), bounds: [0, 0, 0, 1, 1, 0] as [number, number, number, number, number, number] });
const scene = (delivered?: number): ModelScene => ({ geometries: [geometry()], parts: [], root: { name: 'kup', parts: [], children: [] }, triangles: 1, ...(delivered === undefined ? {} : { delivered }) });
const box = { left: 0, top: 0, width: 400, height: 300, pixelRatio: 1 };

describe('the way from a reader to the renderer', () => {
  it('no renderer ready: a reading gets no port and answers the page as before', () => {
    expect(routeToRenderer()).toBeUndefined();
  });

  it('a reading started before the viewer takes the renderer started ahead is routed to it', async () => {
    const warmed = warmRenderer();
    renderers.at(-1)!.say({ type: 'ready' });
    await warmed;
    const port = routeToRenderer();
    expect(port).toBeDefined();
    const spare = renderers.at(-1)!;
    expect(spare.heard.filter((m) => m.type === 'expect')).toHaveLength(1);
    port!.close();

    // The viewer takes that renderer, not a new one, and keeps the route.
    const viewer = await takeRenderer(box);
    expect(renderers.at(-1)).toBe(spare);
    routeToRenderer()!.close();
    expect(spare.heard.filter((m) => m.type === 'expect')).toHaveLength(2);
    viewer.dispose();
    expect(routeToRenderer()).toBeUndefined();
  });

  it('a delivered scene is not posted again, and its first frame counts whether the frame or the shell comes first', async () => {
    const viewer = await takeRenderer(box);
    const renderer = renderers.at(-1)!;
    const drawn: FromRenderer[] = [];
    viewer.listen((m) => drawn.push(m));

    // The frame first: the renderer drew reading 7 before the page heard of it.
    renderer.say({ type: 'drawn', id: 7 });
    expect(drawn).toEqual([{ type: 'drawn', id: 7 }]);
    expect(viewer.drawnScene()).toBeNull();
    const shell = scene(7);
    viewer.show(shell);
    expect(renderer.heard.filter((m) => m.type === 'scene')).toHaveLength(0);
    expect(viewer.drawnScene()).toBe(shell);

    // The shell first: not drawn until the renderer says so for its number.
    const next = scene(8);
    viewer.show(next);
    expect(viewer.drawnScene()).toBeNull();
    renderer.say({ type: 'drawn', id: 7 });
    expect(viewer.drawnScene()).toBeNull();
    renderer.say({ type: 'drawn', id: 8 });
    expect(viewer.drawnScene()).toBe(next);

    // A scene the page read itself is posted with its geometry, under a number of the page's own.
    const own = scene();
    viewer.show(own);
    const posted = renderer.heard.filter((m): m is Extract<ToRenderer, { type: 'scene' }> => m.type === 'scene');
    expect(posted).toHaveLength(1);
    expect(posted[0].scene).toBe(own);
    expect(posted[0].id).toBeLessThan(0);
    renderer.say({ type: 'drawn', id: posted[0].id! });
    expect(viewer.drawnScene()).toBe(own);
    viewer.dispose();
  });
});
