import type { Occt, OcctNode, OcctResult } from 'occt-import-js';
import type { ModelScene, TreeNodeData } from '../sceneData';
import { UnreadableError } from './readErrors';
import { shareGeometry, type PlacedMesh } from './shareGeometry';

/** Millimetres (what a shop quotes in), and a finer mesh than the default for small holes and fillets. */
const PARAMS = { linearUnit: 'millimeter', linearDeflectionType: 'bounding_box_ratio', linearDeflection: 0.001, angularDeflection: 0.5 } as const;

const colourOf = (c: ArrayLike<number> | undefined): [number, number, number] | null => (c && c.length >= 3 ? [c[0], c[1], c[2]] : null);

const treeOf = (node: OcctNode): TreeNodeData => ({ name: node.name ?? '', parts: [...(node.meshes ?? [])], children: (node.children ?? []).map(treeOf) });

/** occt's JSON answer as a scene: typed arrays, repeated parts sharing geometry, the tree as the file names it. */
export const sceneFromOcct = (result: OcctResult): ModelScene => {
  let triangles = 0;
  const meshes: PlacedMesh[] = result.meshes.map((m) => {
    const index = Uint32Array.from(m.index.array);
    triangles += index.length / 3;
    return {
      name: m.name ?? '',
      color: colourOf(m.color),
      position: Float32Array.from(m.attributes.position.array),
      normal: m.attributes.normal ? Float32Array.from(m.attributes.normal.array) : undefined,
      index,
    };
  });
  const { geometries, parts } = shareGeometry(meshes);
  return { geometries, parts, root: treeOf(result.root), triangles };
};

/**
 * Reads a STEP or IGES file with a ready occt instance. What occt cannot read says why: the file
 * did not parse (or the kernel stopped on it), or it parsed but holds no solid or surface to mesh.
 */
export const readCad = (occt: Occt, format: 'step' | 'iges', file: Uint8Array): ModelScene => {
  // A UTF-8 BOM (a file saved again from a Windows editor): the upload check takes it, occt does not parse it.
  const bytes = file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf ? file.subarray(3) : file;
  let result: ReturnType<Occt['ReadStepFile']> | undefined;
  try {
    result = format === 'step' ? occt.ReadStepFile(bytes, PARAMS) : occt.ReadIgesFile(bytes, PARAMS);
  } catch {
    throw new UnreadableError('kernelStopped');
  }
  if (!result?.success) throw new UnreadableError('notParsed');
  if (!result.meshes?.length) throw new UnreadableError('noShape');
  const scene = sceneFromOcct(result);
  if (!scene.triangles) throw new UnreadableError('noShape');
  return scene;
};
