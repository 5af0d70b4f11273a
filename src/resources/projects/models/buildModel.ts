import { Box3, BufferAttribute, BufferGeometry, Color, DoubleSide, Group, Matrix4, Mesh, MeshStandardMaterial } from 'three';
import type { ModelScene } from './sceneData';

/** Parts without a colour, or black ones (many CAD exports), are drawn in this steel grey. */
export const NEUTRAL = '#9AA7B4';
export const HIGHLIGHT = '#FF9800';

export interface BuiltModel {
  group: Group;
  /** One mesh per part, in the scene's part order. */
  meshes: Mesh[];
  materials: MeshStandardMaterial[];
  highlight: MeshStandardMaterial;
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
    if (g.normal && g.normal.length === g.position.length) geometry.setAttribute('normal', new BufferAttribute(g.normal, 3));
    else geometry.computeVertexNormals();
    geometry.computeBoundingBox();
    geometry.computeBoundingSphere();
    return geometry;
  });
  const byColour = new Map<string, MeshStandardMaterial>();
  const materialOf = (hex: string) => {
    let material = byColour.get(hex);
    if (!material) {
      material = new MeshStandardMaterial({ color: hex, side: DoubleSide, metalness: 0.15, roughness: 0.55 });
      byColour.set(hex, material);
    }
    return material;
  };
  const group = new Group();
  const meshes = scene.parts.map((part, i) => {
    const mesh = new Mesh(geometries[part.geometry], materialOf(colourOf(part.color)));
    // Its own colour, put back when the highlight moves on.
    mesh.userData = { part: i, base: mesh.material };
    if (part.matrix) {
      mesh.matrixAutoUpdate = false;
      mesh.matrix.copy(new Matrix4().fromArray(part.matrix));
      mesh.matrixWorldNeedsUpdate = true;
    }
    group.add(mesh);
    return mesh;
  });
  group.updateMatrixWorld(true);
  const highlight = new MeshStandardMaterial({ color: HIGHLIGHT, side: DoubleSide, emissive: HIGHLIGHT, emissiveIntensity: 0.25 });
  const materials = [...byColour.values()];
  return {
    group,
    meshes,
    materials,
    highlight,
    dispose: () => {
      geometries.forEach((g) => g.dispose());
      [...materials, highlight].forEach((m) => m.dispose());
    },
  };
};

/** The world box of the visible parts (empty when none is visible). */
export const visibleBox = (meshes: Mesh[]): Box3 => {
  const box = new Box3();
  for (const mesh of meshes) if (mesh.visible) box.expandByObject(mesh);
  return box;
};
