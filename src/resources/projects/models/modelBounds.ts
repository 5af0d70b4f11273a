import type { ModelScene } from './sceneData';

/** min x, y, z then max x, y, z, in millimetres. */
export type Bounds = [number, number, number, number, number, number];

/** A part's box in the assembly: its geometry's box, through its placement when it has one. */
export const partBounds = (scene: ModelScene, part: number): Bounds => {
  const { geometry, matrix } = scene.parts[part];
  const b = scene.geometries[geometry].bounds;
  if (!matrix) return [...b];
  const out: Bounds = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  // The eight corners, moved by the column-major 4×4.
  for (const x of [b[0], b[3]])
    for (const y of [b[1], b[4]])
      for (const z of [b[2], b[5]])
        for (let k = 0; k < 3; k++) {
          const v = matrix[k] * x + matrix[4 + k] * y + matrix[8 + k] * z + matrix[12 + k];
          out[k] = Math.min(out[k], v);
          out[k + 3] = Math.max(out[k + 3], v);
        }
  return out;
};

/** The box of the parts not hidden, or null when none is shown. */
export const visibleBounds = (scene: ModelScene, hidden: ReadonlySet<number>): Bounds | null => {
  let out: Bounds | null = null;
  scene.parts.forEach((_, i) => {
    if (hidden.has(i)) return;
    const b = partBounds(scene, i);
    out = out ? [Math.min(out[0], b[0]), Math.min(out[1], b[1]), Math.min(out[2], b[2]), Math.max(out[3], b[3]), Math.max(out[4], b[4]), Math.max(out[5], b[5])] : b;
  });
  return out;
};
