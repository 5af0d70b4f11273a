import { Box3, BufferAttribute, BufferGeometry, Color, Group, Matrix4, Mesh, Sphere, Vector3 } from 'three';
import { NEUTRAL, type ModelMaterials } from './modelMaterials';
import type { ModelScene } from './sceneData';


export interface BuiltModel {
  group: Group;
  /** One mesh per part, in the scene's part order. */
  meshes: Mesh[];
  /** Frees the geometry (the materials belong to the viewer). */
  dispose: () => void;
}

const colourOf = (c: [number, number, number] | null): string => {
  if (!c || Math.max(c[0], c[1], c[2]) < 0.05) return NEUTRAL;
  return `#${new Color(c[0], c[1], c[2]).getHexString()}`;
};

/** three.js objects for a scene: one BufferGeometry per shared geometry, the viewer's material for each colour. */
export const buildModel = (scene: ModelScene, materials: ModelMaterials): BuiltModel => {
  const geometries = scene.geometries.map((g) => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(g.position, 3));
    if (g.index) geometry.setIndex(new BufferAttribute(g.index, 1));
    // Without normals (STL, some OBJ) the faces are shaded flat on the GPU: computing normals here
    // would hold the page for a large mesh.
    if (g.normal && g.normal.length === g.position.length) geometry.setAttribute('normal', new BufferAttribute(g.normal, 3));
    // From the worker's bounds: computing them here would walk every vertex on the page's thread.
    geometry.boundingBox = new Box3(new Vector3(g.bounds[0], g.bounds[1], g.bounds[2]), new Vector3(g.bounds[3], g.bounds[4], g.bounds[5]));
    geometry.boundingSphere = geometry.boundingBox.getBoundingSphere(new Sphere());
    return geometry;
  });
  const group = new Group();
  const meshes = scene.parts.map((part, i) => {
    const geometry = geometries[part.geometry];
    const flat = !geometry.hasAttribute('normal');
    const mesh = new Mesh(geometry, materials.of(colourOf(part.color), flat));
    // Its own colour, put back when the highlight moves on.
    mesh.userData = { part: i, base: mesh.material, highlight: materials.highlight(flat) };
    if (part.matrix) {
      mesh.matrixAutoUpdate = false;
      mesh.matrix.copy(new Matrix4().fromArray(part.matrix));
      mesh.matrixWorldNeedsUpdate = true;
    }
    group.add(mesh);
    return mesh;
  });
  group.updateMatrixWorld(true);
  return {
    group,
    meshes,
    dispose: () => geometries.forEach((g) => g.dispose()),
  };
};

/** The world box of the visible parts (empty when none is visible). */
export const visibleBox = (meshes: Mesh[]): Box3 => {
  const box = new Box3();
  for (const mesh of meshes) if (mesh.visible) box.expandByObject(mesh);
  return box;
};
