import { boundsOf, type GeometryData, type PartData } from '../sceneData';

/** A mesh as a CAD reader hands it over: placed in the assembly already (transforms baked in). */
export interface PlacedMesh {
  name: string;
  color: [number, number, number] | null;
  position: Float32Array;
  normal?: Float32Array;
  index?: Uint32Array;
}

type Vec = [number, number, number];
const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const scale = (a: Vec, s: number): Vec => [a[0] * s, a[1] * s, a[2] * s];
const norm = (a: Vec): Vec | null => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return l > 1e-12 ? scale(a, 1 / l) : null;
};
const vertex = (p: Float32Array, i: number): Vec => [p[3 * i], p[3 * i + 1], p[3 * i + 2]];

/** An orthonormal frame from three points (rows e1, e2, e3), or null when they are collinear. */
const frameOf = (a: Vec, b: Vec, c: Vec): [Vec, Vec, Vec] | null => {
  const e1 = norm(sub(b, a));
  if (!e1) return null;
  const ac = sub(c, a);
  const e2 = norm(sub(ac, scale(e1, dot(ac, e1))));
  if (!e2) return null;
  return [e1, e2, cross(e1, e2)];
};

/** Three vertices spanning a plane, far enough apart to give a stable frame. */
const anchorsOf = (p: Float32Array): [number, number, number] | null => {
  const count = p.length / 3;
  if (count < 3) return null;
  const a = 0;
  let b = 0;
  let far = 0;
  for (let i = 1; i < count; i++) {
    const d = sub(vertex(p, i), vertex(p, a));
    const l = dot(d, d);
    if (l > far) [far, b] = [l, i];
  }
  let c = -1;
  let area = 0;
  const ab = sub(vertex(p, b), vertex(p, a));
  for (let i = 1; i < count; i++) {
    const n = cross(ab, sub(vertex(p, i), vertex(p, a)));
    const l = dot(n, n);
    if (l > area) [area, c] = [l, i];
  }
  return c < 0 || area < 1e-18 ? null : [a, b, c];
};

/** The rigid motion taking `from` onto `to` vertex for vertex (column-major 4×4), or null if there is none. */
export const rigidMotion = (from: Float32Array, to: Float32Array): number[] | null => {
  if (from.length !== to.length) return null;
  const anchors = anchorsOf(from);
  if (!anchors) return null;
  const [ia, ib, ic] = anchors;
  const f = frameOf(vertex(from, ia), vertex(from, ib), vertex(from, ic));
  const g = frameOf(vertex(to, ia), vertex(to, ib), vertex(to, ic));
  if (!f || !g) return null;
  // R = G^T F: maps f's frame onto g's.
  const r = (i: number, j: number) => g[0][i] * f[0][j] + g[1][i] * f[1][j] + g[2][i] * f[2][j];
  const pa = vertex(from, ia);
  const qa = vertex(to, ia);
  const t: Vec = [qa[0] - (r(0, 0) * pa[0] + r(0, 1) * pa[1] + r(0, 2) * pa[2]), qa[1] - (r(1, 0) * pa[0] + r(1, 1) * pa[1] + r(1, 2) * pa[2]), qa[2] - (r(2, 0) * pa[0] + r(2, 1) * pa[1] + r(2, 2) * pa[2])];
  // Checked on a spread of vertices, within a tolerance relative to the part's size.
  const count = from.length / 3;
  const size = Math.sqrt(dot(sub(vertex(from, ib), vertex(from, ia)), sub(vertex(from, ib), vertex(from, ia))));
  const tolerance = Math.max(1e-4 * size, 1e-5);
  const step = Math.max(1, Math.floor(count / 64));
  for (let i = 0; i < count; i += step) {
    const p = vertex(from, i);
    const q = vertex(to, i);
    for (let k = 0; k < 3; k++) {
      const moved = r(k, 0) * p[0] + r(k, 1) * p[1] + r(k, 2) * p[2] + t[k];
      if (Math.abs(moved - q[k]) > tolerance) return null;
    }
  }
  return [r(0, 0), r(1, 0), r(2, 0), 0, r(0, 1), r(1, 1), r(2, 1), 0, r(0, 2), r(1, 2), r(2, 2), 0, t[0], t[1], t[2], 1];
};

const sameIndex = (a?: Uint32Array, b?: Uint32Array) => {
  if (!a || !b) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * Repeated parts (the same part placed several times in an assembly, e.g. bolts) share one
 * geometry placed by a matrix: a CAD reader bakes each placement into its own copy, so copies
 * with the same name and mesh are matched back to the first by the rigid motion between them.
 */
export const shareGeometry = (meshes: PlacedMesh[]): { geometries: GeometryData[]; parts: PartData[] } => {
  const geometries: GeometryData[] = [];
  const parts: PartData[] = [];
  const firsts = new Map<string, { mesh: PlacedMesh; geometry: number }[]>();
  for (const mesh of meshes) {
    const key = `${mesh.name}|${mesh.position.length}|${mesh.index?.length ?? 0}`;
    const candidates = firsts.get(key) ?? [];
    let placed: PartData | null = null;
    for (const first of candidates) {
      if (!sameIndex(first.mesh.index, mesh.index)) continue;
      const matrix = rigidMotion(first.mesh.position, mesh.position);
      if (matrix) {
        placed = { name: mesh.name, color: mesh.color, geometry: first.geometry, matrix };
        break;
      }
    }
    if (!placed) {
      geometries.push({ position: mesh.position, normal: mesh.normal, index: mesh.index, bounds: boundsOf(mesh.position) });
      placed = { name: mesh.name, color: mesh.color, geometry: geometries.length - 1, matrix: null };
      candidates.push({ mesh, geometry: placed.geometry });
      firsts.set(key, candidates);
    }
    parts.push(placed);
  }
  return { geometries, parts };
};
