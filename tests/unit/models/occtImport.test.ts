// @vitest-environment node
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { igesBox } from '../../fixtures/models/igesBox';
import { stepAssembly, stepBox } from '../../fixtures/models/stepAssembly';
import { readCad } from '../../../src/resources/projects/models/worker/parseCad';

interface OcctMesh {
  name: string;
  color?: [number, number, number];
  attributes: { position: { array: number[] }; normal?: { array: number[] } };
  index: { array: number[] };
}

interface OcctNode {
  name: string;
  meshes: number[];
  children: OcctNode[];
}

interface OcctResult {
  success: boolean;
  root: OcctNode;
  meshes: OcctMesh[];
}

interface Occt {
  ReadStepFile(content: Uint8Array, params: object | null): OcctResult;
  ReadIgesFile(content: Uint8Array, params: object | null): OcctResult;
}

let occt: Occt;

beforeAll(async () => {
  const load = createRequire(import.meta.url)('occt-import-js') as () => Promise<Occt>;
  occt = await load();
}, 60_000);

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

const boundingSize = (positions: number[]): [number, number, number] => {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  positions.forEach((value, i) => {
    min[i % 3] = Math.min(min[i % 3], value);
    max[i % 3] = Math.max(max[i % 3], value);
  });
  return [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
};

const expectSize = (mesh: OcctMesh, size: [number, number, number]): void => {
  const actual = boundingSize(mesh.attributes.position.array);
  actual.forEach((value, axis) => expect(Math.abs(value - size[axis])).toBeLessThanOrEqual(0.01));
};

const nodeNames = (node: OcctNode): string[] => [node.name, ...node.children.flatMap(nodeNames)];

// The first read of each format initialises OCCT (about a second on a fast machine).
describe('occt-import-js with generated models', { timeout: 30_000 }, () => {
  it('reads a STEP assembly of 20 parts with a repeated part and a sub-assembly', () => {
    const result = occt.ReadStepFile(bytes(stepAssembly({ parts: 20 })), null);

    expect(result.success).toBe(true);
    expect(result.meshes.length).toBeGreaterThanOrEqual(20);
    for (const mesh of result.meshes) {
      expect(mesh.attributes.position.array.length).toBeGreaterThan(0);
      expect(mesh.index.array.length).toBeGreaterThan(0);
    }
    const meshNames = result.meshes.map((mesh) => mesh.name);
    expect(meshNames).toContain('Parca-1');
    expect(meshNames).toContain('Civata');
    // Parts 4, 8, 12, 16 and 20 are placements of the one 'Civata' product.
    expect(meshNames.filter((name) => name === 'Civata')).toHaveLength(5);
    expect(nodeNames(result.root)).toContain('Montaj');
    expect(nodeNames(result.root)).toContain('Alt Montaj');
  });

  it('reads a single STEP box with the size it was given', () => {
    const size: [number, number, number] = [12.5, 30, 7.25];
    const result = occt.ReadStepFile(bytes(stepBox(size, 'Kutu')), null);

    expect(result.success).toBe(true);
    expect(result.meshes).toHaveLength(1);
    expect(result.meshes[0].name).toBe('Kutu');
    expectSize(result.meshes[0], size);
  });

  it('reads an IGES box with the size it was given', () => {
    const size: [number, number, number] = [40, 25.5, 10];
    const result = occt.ReadIgesFile(bytes(igesBox(size, 'Kapak')), null);

    expect(result.success).toBe(true);
    expect(result.meshes.length).toBeGreaterThan(0);
    const mesh = result.meshes[0];
    expect(mesh.attributes.position.array.length).toBeGreaterThan(0);
    expect(mesh.index.array.length).toBeGreaterThan(0);
    expect(mesh.name).toBe('Kapak');
    expectSize(mesh, size);
  });
});

// The worker's own path over occt's answer: millimetres, shared geometry, the tree as named.
describe('the model worker reading STEP and IGES', { timeout: 30_000 }, () => {
  it('turns a 20-part assembly into parts that share the repeated one, with bounds and the tree', () => {
    const scene = readCad(occt as unknown as Parameters<typeof readCad>[0], 'step', bytes(stepAssembly({ parts: 20 })))!;

    expect(scene.parts).toHaveLength(20);
    const bolts = scene.parts.filter((p) => p.name === 'Civata');
    expect(bolts).toHaveLength(5);
    // Five placements, one geometry on the GPU.
    expect(new Set(bolts.map((p) => p.geometry)).size).toBe(1);
    expect(scene.geometries).toHaveLength(16);
    expect(scene.triangles).toBeGreaterThanOrEqual(20 * 12);
    const [minX, , , maxX] = scene.geometries[0].bounds;
    expect(maxX - minX).toBeGreaterThan(0);
    const names = (node: typeof scene.root): string[] => [node.name, ...node.children.flatMap(names)];
    expect(names(scene.root)).toEqual(expect.arrayContaining(['Montaj', 'Alt Montaj', 'Civata']));
    // The sub-assembly holds its three parts, by name.
    const find = (node: typeof scene.root, name: string): typeof scene.root | undefined => (node.name === name ? node : node.children.map((c) => find(c, name)).find(Boolean));
    const sub = find(scene.root, 'Alt Montaj')!;
    const partsUnder = (node: typeof scene.root): number[] => [...node.parts, ...node.children.flatMap(partsUnder)];
    expect(partsUnder(sub).map((i) => scene.parts[i].name).sort()).toEqual(['Parca-1', 'Parca-2', 'Parca-3']);
  });

  it('reads an IGES box in millimetres', () => {
    const scene = readCad(occt as unknown as Parameters<typeof readCad>[0], 'iges', bytes(igesBox([40, 25.5, 10], 'Kapak')))!;
    const [x0, y0, z0, x1, y1, z1] = scene.geometries[0].bounds;
    expect([x1 - x0, y1 - y0, z1 - z0].map((v) => Math.round(v * 100) / 100)).toEqual([40, 25.5, 10]);
  });

  it('says occt made nothing of a STEP file with nothing to mesh (it reports no transfer)', () => {
    const empty = "ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('X'));\nENDSEC;\nDATA;\n#1=CARTESIAN_POINT('',(0.,0.,0.));\nENDSEC;\nEND-ISO-10303-21;\n";
    expect(() => readCad(occt as unknown as Parameters<typeof readCad>[0], 'step', bytes(empty))).toThrow(expect.objectContaining({ problem: 'notParsed' }));
  });
});
