import type { BufferGeometry, Mesh, Object3D } from 'three';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { MAX_TRIANGLES } from '../modelLimits';
import { boundsOf, type GeometryData, type ModelScene, type TreeNodeData } from '../sceneData';


export class TooLargeError extends Error {}

const dataOf = (geometry: BufferGeometry): GeometryData => {
  const position = geometry.getAttribute('position').array as Float32Array;
  const normal = geometry.getAttribute('normal')?.array as Float32Array | undefined;
  const index = geometry.index ? Uint32Array.from(geometry.index.array) : undefined;
  return { position, normal, index, bounds: boundsOf(position) };
};

const triangleCount = (g: GeometryData) => (g.index ? g.index.length : g.position.length / 3) / 3;

/** The triangle count a binary STL declares (its size says whether it is binary), or null for ASCII. */
const binaryStlTriangles = (buffer: ArrayBuffer): number | null => {
  if (buffer.byteLength < 84) return null;
  const count = new DataView(buffer).getUint32(80, true);
  return 84 + 50 * count === buffer.byteLength ? count : null;
};

/** An STL is one part; three's STLLoader reads binary and ASCII. */
export const readStl = (buffer: ArrayBuffer): ModelScene | null => {
  const declared = binaryStlTriangles(buffer);
  // ASCII takes about 250 bytes a triangle.
  if ((declared ?? buffer.byteLength / 250) > MAX_TRIANGLES) throw new TooLargeError();
  const geometry = new STLLoader().parse(buffer);
  // STL is faceted: its normals are the faces' own, which flat shading derives on the GPU. Not
  // sending them halves what a large scan hands to the page and uploads to the GPU.
  geometry.deleteAttribute('normal');
  const data = dataOf(geometry);
  const triangles = triangleCount(data);
  if (!triangles) return null;
  return { geometries: [data], parts: [{ name: '', color: null, geometry: 0, matrix: null }], root: { name: '', parts: [0], children: [] }, triangles };
};

/** An OBJ's objects and groups are its parts, in the tree as the file nests them. */
export const readObj = (buffer: ArrayBuffer): ModelScene | null => {
  if (buffer.byteLength / 60 > MAX_TRIANGLES) throw new TooLargeError();
  const group = new OBJLoader().parse(new TextDecoder().decode(buffer));
  const scene: ModelScene = { geometries: [], parts: [], root: { name: '', parts: [], children: [] }, triangles: 0 };
  const visit = (object: Object3D, into: TreeNodeData) => {
    for (const child of object.children) {
      const mesh = child as Mesh;
      if (mesh.isMesh) {
        mesh.updateMatrix();
        const data = dataOf(mesh.geometry);
        if (!triangleCount(data)) continue;
        scene.geometries.push(data);
        scene.triangles += triangleCount(data);
        scene.parts.push({ name: mesh.name, color: null, geometry: scene.geometries.length - 1, matrix: mesh.matrix.equals(mesh.matrix.clone().identity()) ? null : [...mesh.matrix.elements] });
        into.parts.push(scene.parts.length - 1);
      } else if (child.children.length) {
        const node: TreeNodeData = { name: child.name, parts: [], children: [] };
        into.children.push(node);
        visit(child, node);
      }
    }
  };
  visit(group, scene.root);
  return scene.triangles ? scene : null;
};
