import { Box3, BufferAttribute, BufferGeometry, Color, Matrix4, Sphere, Vector3, type Material } from 'three';
import { NEUTRAL, type ModelMaterials } from './modelMaterials';
import type { ModelScene } from './sceneData';

/** One part as the scene draws it: a shared geometry, its placement, its own and its highlighted material. */
export interface BuiltPart {
  geometry: BufferGeometry;
  /** Placing the shared geometry, or null when it is in place already. */
  matrix: Matrix4 | null;
  base: Material;
  highlight: Material;
}

export interface BuiltModel {
  /** One per part, in the scene's part order. */
  parts: BuiltPart[];
  /** Frees the geometry (the materials belong to the viewer). */
  dispose: () => void;
}

const colourOf = (c: [number, number, number] | null): string => {
  if (!c || Math.max(c[0], c[1], c[2]) < 0.05) return NEUTRAL;
  return `#${new Color(c[0], c[1], c[2]).getHexString()}`;
};

/** three.js geometry for a scene: one BufferGeometry per shared geometry, the viewer's material for each colour. */
export const buildModel = (scene: ModelScene, materials: ModelMaterials): BuiltModel => {
  const geometries = scene.geometries.map((g) => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(g.position, 3));
    if (g.index) geometry.setIndex(new BufferAttribute(g.index, 1));
    // Without normals (STL, some OBJ) the faces are shaded flat on the GPU: computing normals here
    // would hold the renderer for a large mesh.
    if (g.normal && g.normal.length === g.position.length) geometry.setAttribute('normal', new BufferAttribute(g.normal, 3));
    // From the reader's bounds: computing them here would walk every vertex again.
    geometry.boundingBox = new Box3(new Vector3(g.bounds[0], g.bounds[1], g.bounds[2]), new Vector3(g.bounds[3], g.bounds[4], g.bounds[5]));
    geometry.boundingSphere = geometry.boundingBox.getBoundingSphere(new Sphere());
    return geometry;
  });
  const parts = scene.parts.map((part) => {
    const geometry = geometries[part.geometry];
    const flat = !geometry.hasAttribute('normal');
    return { geometry, matrix: part.matrix ? new Matrix4().fromArray(part.matrix) : null, base: materials.of(colourOf(part.color), flat), highlight: materials.highlight(flat) };
  });
  return { parts, dispose: () => geometries.forEach((g) => g.dispose()) };
};
