// @vitest-environment node
import { Matrix4, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { entriesOf } from '../../../src/resources/projects/models/ModelTree';
import { boundsOf, type ModelScene } from '../../../src/resources/projects/models/sceneData';
import { readObj } from '../../../src/resources/projects/models/worker/parseObj';
import { readStl } from '../../../src/resources/projects/models/worker/parseStl';
import { rigidMotion, shareGeometry, type PlacedMesh } from '../../../src/resources/projects/models/worker/shareGeometry';
import { binaryStl } from '../../fixtures/models/binaryStl';

/** A small irregular tetrahedron-ish mesh (no symmetry, so a placement is unique). */
const BASE = new Float32Array([0, 0, 0, 10, 0, 0, 0, 4, 0, 1, 2, 7, 3, 5, 1]);
const INDEX = new Uint32Array([0, 1, 2, 0, 1, 3, 1, 2, 3, 0, 2, 4]);

const placed = (matrix: Matrix4, name = 'Civata'): PlacedMesh => {
  const position = new Float32Array(BASE.length);
  for (let i = 0; i < BASE.length; i += 3) {
    const v = new Vector3(BASE[i], BASE[i + 1], BASE[i + 2]).applyMatrix4(matrix);
    position.set([v.x, v.y, v.z], i);
  }
  return { name, color: null, position, index: INDEX };
};

describe('repeated parts share one geometry', () => {
  it('finds the rotation and translation between two placements of a part', () => {
    const move = new Matrix4().makeRotationAxis(new Vector3(1, 2, 3).normalize(), 0.7).setPosition(40, -12, 5);
    const matrix = rigidMotion(placed(new Matrix4()).position, placed(move).position);
    expect(matrix).not.toBeNull();
    new Matrix4().fromArray(matrix!).elements.forEach((value, i) => expect(value).toBeCloseTo(move.elements[i], 4));
  });

  it('refuses a mirror or a stretch (not a rigid motion)', () => {
    expect(rigidMotion(placed(new Matrix4()).position, placed(new Matrix4().makeScale(1, 1, -1)).position)).toBeNull();
    expect(rigidMotion(placed(new Matrix4()).position, placed(new Matrix4().makeScale(2, 1, 1)).position)).toBeNull();
  });

  it('keeps one geometry for three placements of one part and another for a different part', () => {
    const { geometries, parts } = shareGeometry([
      placed(new Matrix4()),
      placed(new Matrix4().makeTranslation(20, 0, 0)),
      placed(new Matrix4().makeRotationZ(Math.PI / 2)),
      placed(new Matrix4(), 'Pul'),
    ]);
    expect(geometries).toHaveLength(2);
    expect(parts.map((p) => p.geometry)).toEqual([0, 0, 0, 1]);
    expect(parts[0].matrix).toBeNull();
    expect(parts[1].matrix).not.toBeNull();
    expect(geometries[0].bounds).toEqual([0, 0, 0, 10, 5, 7]);
  });
});

describe('the assembly tree', () => {
  it('folds a part placed n times to one row and keeps sub-assemblies as levels, in the file order', () => {
    const scene: ModelScene = {
      geometries: [],
      parts: [
        { name: 'Civata', color: null, geometry: 0, matrix: null },
        { name: 'Gövde', color: null, geometry: 1, matrix: null },
        { name: 'Civata', color: null, geometry: 0, matrix: [] },
        { name: 'Civata', color: null, geometry: 0, matrix: [] },
      ],
      root: {
        name: 'Montaj',
        parts: [],
        children: [
          { name: 'Civata', parts: [0], children: [] },
          { name: 'Alt Montaj', parts: [], children: [{ name: 'Gövde', parts: [1], children: [] }] },
          { name: 'Civata', parts: [2], children: [] },
          { name: 'Civata', parts: [3], children: [] },
        ],
      },
      triangles: 0,
    };
    const entries = entriesOf(scene, scene.root);
    expect(entries.map((e) => (e.kind === 'level' ? `level ${e.node.name}` : `${e.name} ×${e.parts.length}`))).toEqual(['Civata ×3', 'level Alt Montaj']);
  });
});

describe('STL and OBJ in the worker', () => {
  it('reads a binary STL without normals (flat shaded) and with its bounds', () => {
    const scene = readStl(new Uint8Array(binaryStl(200)).buffer)!;
    expect(scene.triangles).toBe(200);
    expect(scene.geometries[0].normal).toBeUndefined();
    expect(scene.geometries[0].bounds).toEqual(boundsOf(scene.geometries[0].position));
  });

  it("reads an OBJ's objects as named parts", () => {
    const obj = 'o Govde\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\no Kapak\nv 0 0 1\nv 1 0 1\nv 0 1 1\nf 4 5 6\n';
    const scene = readObj(new TextEncoder().encode(obj).buffer)!;
    expect(scene.parts.map((p) => p.name)).toEqual(['Govde', 'Kapak']);
    expect(scene.triangles).toBe(2);
  });

  it('reads an OBJ with CR-only line ends, as the upload check takes it', () => {
    const obj = 'o Govde\rv 0 0 0\rv 1 0 0\rv 0 1 0\rf 1 2 3\r';
    expect(readObj(new TextEncoder().encode(obj).buffer).triangles).toBe(1);
  });

  it('says a file without triangles has none', () => {
    expect(() => readObj(new TextEncoder().encode('# boş\nv 0 0 0\n').buffer)).toThrow(expect.objectContaining({ problem: 'noTriangles' }));
  });
});
