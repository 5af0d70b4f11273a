import { Box3, BufferAttribute, BufferGeometry, Color, DoubleSide, Group, Matrix4, Mesh, MeshStandardMaterial, Sphere, Vector3 } from 'three';
import type { ModelScene } from './sceneData';

/** Parts without a colour, or black ones (many CAD exports), are drawn in this steel grey. */
export const NEUTRAL = '#9AA7B4';
export const HIGHLIGHT = '#FF9800';

export interface BuiltModel {
  group: Group;
  /** One mesh per part, in the scene's part order. */
  meshes: Mesh[];
  /** Every material, the highlight's included (the wireframe switch sets them all). */
  materials: MeshStandardMaterial[];
  dispose: () => void;
}

const colourOf = (c: [number, number, number] | null): string => {
  if (!c || Math.max(c[0], c[1], c[2]) < 0.05) return NEUTRAL;
  return `#${new Color(c[0], c[1], c[2]).getHexString()}`;
};

/** three.js objects for a scene: one BufferGeometry per shared geometry, one material per colour. */
export const buildModel = (scene: ModelScene): BuiltModel => {
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
  const byColour = new Map<string, MeshStandardMaterial>();
  const materialOf = (hex: string, flatShading: boolean) => {
    const key = `${hex}${flatShading ? ' flat' : ''}`;
    let material = byColour.get(key);
    if (!material) {
      material = new MeshStandardMaterial({ color: hex, side: DoubleSide, metalness: 0.15, roughness: 0.55, flatShading });
      byColour.set(key, material);
    }
    return material;
  };
  // The highlight in both shadings: a mesh without normals needs the flat one.
  const highlights = [false, true].map((flatShading) => new MeshStandardMaterial({ color: HIGHLIGHT, side: DoubleSide, emissive: HIGHLIGHT, emissiveIntensity: 0.25, flatShading }));
  const group = new Group();
  const meshes = scene.parts.map((part, i) => {
    const geometry = geometries[part.geometry];
    const mesh = new Mesh(geometry, materialOf(colourOf(part.color), !geometry.hasAttribute('normal')));
    // Its own colour, put back when the highlight moves on.
    mesh.userData = { part: i, base: mesh.material, highlight: highlights[geometry.hasAttribute('normal') ? 0 : 1] };
    if (part.matrix) {
      mesh.matrixAutoUpdate = false;
      mesh.matrix.copy(new Matrix4().fromArray(part.matrix));
      mesh.matrixWorldNeedsUpdate = true;
    }
    group.add(mesh);
    return mesh;
  });
  group.updateMatrixWorld(true);
  const materials = [...byColour.values(), ...highlights];
  return {
    group,
    meshes,
    materials,
    dispose: () => {
      geometries.forEach((g) => g.dispose());
      materials.forEach((m) => m.dispose());
    },
  };
};

/**
 * The world box of the visible parts (empty when none is visible). `hidden` (part indexes) when the
 * meshes' own flags may not be set yet: during a render, before the effect that sets them.
 */
export const visibleBox = (meshes: Mesh[], hidden?: ReadonlySet<number>): Box3 => {
  const box = new Box3();
  meshes.forEach((mesh, i) => {
    if (hidden ? !hidden.has(i) : mesh.visible) box.expandByObject(mesh);
  });
  return box;
};
