/**
 * What the model worker hands the page: geometry as typed arrays (transferred, not copied), the
 * parts that draw it, and the file's assembly tree. Plain data, so it crosses postMessage.
 */
export interface GeometryData {
  position: Float32Array;
  normal?: Float32Array;
  index?: Uint32Array;
  /** min x, y, z then max x, y, z: worked out in the worker, where a pass over millions of vertices does not hold the page. */
  bounds: [number, number, number, number, number, number];
}

/** The bounding box of a position array (x, y, z triples). */
export const boundsOf = (position: Float32Array): GeometryData['bounds'] => {
  const b: GeometryData['bounds'] = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  for (let i = 0; i < position.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = position[i + k];
      if (v < b[k]) b[k] = v;
      if (v > b[k + 3]) b[k + 3] = v;
    }
  }
  return b;
};

export interface PartData {
  name: string;
  /** r, g, b in 0..1 from the file, or null (drawn in the neutral colour). */
  color: [number, number, number] | null;
  /** Index into geometries: repeated parts share one. */
  geometry: number;
  /** Column-major 4×4 placing the shared geometry, or null when the geometry is already in place. */
  matrix: number[] | null;
}

export interface TreeNodeData {
  name: string;
  /** Indices into parts: the parts this level holds directly. */
  parts: number[];
  children: TreeNodeData[];
}

export interface ModelScene {
  geometries: GeometryData[];
  parts: PartData[];
  root: TreeNodeData;
  triangles: number;
  /**
   * Read for the viewer's renderer, which the reader handed the geometry to directly under this
   * number (issue 24): the page's copy keeps the bounds, parts and tree, its arrays empty.
   */
  delivered?: number;
}

/** What a reader sends the renderer on the port the page opened between them. */
export interface DeliveredScene {
  id: number;
  scene: ModelScene;
}

/** The scene without its geometry's arrays (they went to the renderer): what the page needs of it. */
export const shellOf = (scene: ModelScene, delivered: number): ModelScene => ({
  ...scene,
  geometries: scene.geometries.map((g) => ({ position: new Float32Array(0), bounds: g.bounds })),
  delivered,
});

/** Phases the worker reports, in order; the page shows them with the fraction when it is known. */
export type ModelPhase = 'download' | 'engine' | 'parse' | 'prepare';

/** Why a file could not be made a model of (the page names it under 'Model yüklenirken hata oluştu'). */
export type UnreadableProblem = 'notParsed' | 'noShape' | 'noTriangles' | 'kernelStopped' | 'kernelMissing';

/** A model the reader downloads itself (its address and the session's bearer). */
export interface ModelDownload {
  url: string;
  token: string | null;
}

/** The file to read: its bytes, or where the reader downloads them. */
export type ModelSource = { buffer: ArrayBuffer } | { download: ModelDownload };

export type WorkerRequest =
  /** to: the renderer's port, where the scene goes straight away (the page gets its shell). */
  | { type: 'open'; id: number; format: 'step' | 'iges' | 'stl' | 'obj'; source: ModelSource; to?: MessagePort }
  /**
   * Start what reading needs before a file comes (the CAD kernel too when `cad`), while the page is
   * idle, and download the page's small models of this reader's kind (`held`, heldDownloads).
   */
  | { type: 'warm'; id: number; cad: boolean; held: ModelDownload[] }
  /** The CAD kernel's WASM, compiled by an earlier reader of this page. */
  | { type: 'kernel'; module: WebAssembly.Module };

export type WorkerAnswer =
  | { type: 'progress'; id: number; phase: ModelPhase; fraction?: number }
  | { type: 'done'; id: number; scene: ModelScene }
  | { type: 'warmed'; id: number }
  /** notDownloaded: the reader's own download was refused or failed; the page downloads it and says why. */
  | { type: 'failed'; id: number; reason: 'unreadable' | 'tooLarge' | 'notDownloaded'; problem?: UnreadableProblem; detail?: string }
  /** The CAD kernel's WASM, compiled: the page keeps it for a reader started after this one. */
  | { type: 'kernel'; module: WebAssembly.Module };

/** Every typed array's buffer in a scene, for postMessage's transfer list. */
export const transferablesOf = (scene: ModelScene): ArrayBuffer[] =>
  scene.geometries.flatMap((g) => [g.position, g.normal, g.index].filter((a): a is Float32Array | Uint32Array => !!a).map((a) => a.buffer as ArrayBuffer));
