import type { BufferGeometry, Mesh, Object3D } from 'three';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { MAX_TRIANGLES } from '../modelLimits';
import { boundsOf, type GeometryData, type ModelScene, type TreeNodeData } from '../sceneData';
import { TooLargeError, UnreadableError } from './readErrors';

// Loaded by the reader only for an OBJ file: three's OBJ loader is the one part of three it needs.

const dataOf = (geometry: BufferGeometry): GeometryData => {
  const position = geometry.getAttribute('position').array as Float32Array;
  const normal = geometry.getAttribute('normal')?.array as Float32Array | undefined;
  const index = geometry.index ? Uint32Array.from(geometry.index.array) : undefined;
  return { position, normal, index, bounds: boundsOf(position) };
};

const triangleCount = (g: GeometryData) => (g.index ? g.index.length : g.position.length / 3) / 3;

/** An OBJ's objects and groups are its parts, in the tree as the file nests them. */
export const readObj = (buffer: ArrayBuffer): ModelScene => {
  if (buffer.byteLength / 60 > MAX_TRIANGLES) throw new TooLargeError();
  // three's loader splits on LF only; the upload check also takes CR-only line ends (old Mac writers).
  const group = new OBJLoader().parse(new TextDecoder().decode(buffer).replace(/\r(?!\n)/g, '\n'));
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
  if (!scene.triangles) throw new UnreadableError('noTriangles');
  return scene;
};
