import type { Bounds } from '../modelBounds';

/** A grid step of 1, 2 or 5 × 10ⁿ mm giving at least `cells` cells over `span` mm. */
export const gridStep = (span: number, cells = 10): number => {
  const raw = Math.max(span, 1e-6) / cells;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw * (1 - 1e-9))!;
};

/**
 * The floor grid under a model, as line segment ends (x, y, z pairs): lines every step on the
 * plane of the model's bottom (z up), one step beyond its footprint on each side.
 */
export const floorGrid = (b: Bounds): { step: number; segments: Float32Array } => {
  const step = gridStep(Math.max(b[3] - b[0], b[4] - b[1]));
  const from = [Math.floor(b[0] / step) - 1, Math.floor(b[1] / step) - 1];
  const to = [Math.ceil(b[3] / step) + 1, Math.ceil(b[4] / step) + 1];
  const z = b[2];
  const out: number[] = [];
  // Counted in whole steps, so a long run of additions never drifts off the step.
  for (let i = from[0]; i <= to[0]; i++) out.push(i * step, from[1] * step, z, i * step, to[1] * step, z);
  for (let j = from[1]; j <= to[1]; j++) out.push(from[0] * step, j * step, z, to[0] * step, j * step, z);
  return { step, segments: new Float32Array(out) };
};

/** The twelve edges of a box, as line segment ends. */
export const boxEdges = (b: Bounds): Float32Array => {
  const corner = (i: number) => [b[i & 1 ? 3 : 0], b[i & 2 ? 4 : 1], b[i & 4 ? 5 : 2]];
  const out: number[] = [];
  // Corners i and i with one bit flipped share an edge: each edge once, from its lower corner.
  for (let i = 0; i < 8; i++) for (const bit of [1, 2, 4]) if (!(i & bit)) out.push(...corner(i), ...corner(i | bit));
  return new Float32Array(out);
};
