import { MAX_TRIANGLES } from '../modelLimits';
import { boundsOf, type ModelScene } from '../sceneData';
import { TooLargeError, UnreadableError } from './readErrors';

/**
 * The triangle count a binary STL declares, when its size agrees (80-byte header, uint32 count,
 * 50 bytes a triangle); null for ASCII. The size decides, not the header: many exporters write
 * 'solid <name>' into a binary file's header too. A count left at 0 over whole triangles is a
 * writer that never filled it in (OpenSCAD 2024 writing to a pipe): the size gives the count.
 */
export const binaryStlTriangles = (buffer: ArrayBuffer): number | null => {
  if (buffer.byteLength < 84) return null;
  const count = new DataView(buffer).getUint32(80, true);
  if (!count && buffer.byteLength >= 134 && (buffer.byteLength - 84) % 50 === 0) return (buffer.byteLength - 84) / 50;
  // A few bytes after the last triangle, as some writers leave (the upload check bounds them);
  // an ASCII file's bytes 80-83 are text, a count far past its size.
  const trailing = buffer.byteLength - 84 - 50 * count;
  return count && trailing >= 0 && trailing < 1024 ? count : null;
};

const binaryPositions = (buffer: ArrayBuffer, count: number): Float32Array => {
  const view = new DataView(buffer);
  const position = new Float32Array(count * 9);
  for (let t = 0; t < count; t++) {
    // Each record: the normal (skipped: flat shading derives it on the GPU), three vertices, 2 attribute bytes.
    const at = 84 + 50 * t + 12;
    for (let k = 0; k < 9; k++) position[9 * t + k] = view.getFloat32(at + 4 * k, true);
  }
  return position;
};

/** A line that starts with 'vertex' (any case, as the upload check takes it): the word in a solid's name is no vertex. */
const VERTEX = /^[ \t]*vertex[ \t]+(\S+)[ \t]+(\S+)[ \t]+(\S+)/gim;

/** ASCII STL: every 'vertex x y z' line, three to a facet (a trailing incomplete facet is dropped). */
const asciiPositions = (buffer: ArrayBuffer): Float32Array => {
  const text = new TextDecoder('latin1').decode(buffer);
  const values: number[] = [];
  for (const match of text.matchAll(VERTEX)) values.push(Number(match[1]), Number(match[2]), Number(match[3]));
  const position = Float32Array.from(values.slice(0, values.length - (values.length % 9)));
  return position.some((v) => !Number.isFinite(v)) ? new Float32Array(0) : position;
};

/** An STL is one part, flat shaded: its normals are the faces' own, which the GPU derives, so none are kept. */
export const readStl = (buffer: ArrayBuffer): ModelScene => {
  const declared = binaryStlTriangles(buffer);
  // ASCII takes about 250 bytes a triangle.
  if ((declared ?? buffer.byteLength / 250) > MAX_TRIANGLES) throw new TooLargeError();
  const position = declared === null ? asciiPositions(buffer) : binaryPositions(buffer, declared);
  const triangles = position.length / 9;
  if (!triangles) throw new UnreadableError('noTriangles');
  return {
    geometries: [{ position, bounds: boundsOf(position) }],
    parts: [{ name: '', color: null, geometry: 0, matrix: null }],
    root: { name: '', parts: [0], children: [] },
    triangles,
  };
};
