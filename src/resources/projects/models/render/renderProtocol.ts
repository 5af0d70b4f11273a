import type { ModelScene } from '../sceneData';

/**
 * What the page and the model renderer say to each other. The renderer draws on an
 * OffscreenCanvas in its own worker, so creating the WebGL context, compiling shaders and
 * uploading millions of vertices never hold the page; where a browser cannot hand a canvas to a
 * worker, the same renderer runs in the page behind the same messages.
 */
export type Axis = 'x' | 'y' | 'z';

/** What a forwarded DOM event keeps (OrbitControls reads these; picking reads the position). */
export interface PointerData {
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel' | 'wheel';
  pointerId: number;
  pointerType: string;
  button: number;
  clientX: number;
  clientY: number;
  pageX: number;
  pageY: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  deltaY: number;
  deltaMode: number;
}

/** The canvas's box in the page, in CSS pixels. */
export interface CanvasBox {
  left: number;
  top: number;
  width: number;
  height: number;
  pixelRatio: number;
}

/** What the page shows and the scene must follow. */
export interface ViewState {
  hidden: number[];
  selected: number | null;
  wireframe: boolean;
  measuring: boolean;
  section: { axis: Axis; value: number } | null;
}

export type ToRenderer =
  | { type: 'init'; canvas: OffscreenCanvas | HTMLCanvasElement; box: CanvasBox }
  | { type: 'resize'; box: CanvasBox }
  /** The scene to draw (null: none), numbered so that 'drawn' can say which. */
  | { type: 'scene'; scene: ModelScene | null; id: number | null }
  /** A reader will send the next scene on this port (see rendererRoute): draw it when it comes. */
  | { type: 'expect'; port: MessagePort }
  | { type: 'view'; view: ViewState }
  | { type: 'fit' }
  | { type: 'pointer'; event: PointerData };

export type FromRenderer =
  /** The drawing context is made and the first frame's shaders are compiled. */
  | { type: 'ready' }
  /** The current scene has been drawn once (the e2e tests and the bench wait on it). */
  | { type: 'drawn'; id: number }
  /** A click picked this part (null: empty space). */
  | { type: 'picked'; part: number | null }
  /** The measuring points so far (0 to 2), in millimetres. */
  | { type: 'measured'; points: [number, number, number][] }
  /** WebGL could not start (no GPU and no software fallback). */
  | { type: 'failed' };
