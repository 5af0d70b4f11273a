// Issue 24: the reader's own STL parser (the reader loads no three.js for an STL): binary files
// whose header starts with 'solid <name>' as many exporters write, ASCII with CRLF, and files
// with no triangle, which say so.
import { describe, expect, it } from 'vitest';
import { binaryStl, openscadPipedStl } from '../../fixtures/models/binaryStl';
import { readStl } from '../../../src/resources/projects/models/worker/parseStl';

const bufferOf = (bytes: Uint8Array | string): ArrayBuffer => {
  const view = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
};

const ascii = (lineEnd: string) =>
  [
    'solid kapak',
    'facet normal 0 0 1',
    'outer loop',
    'vertex 0 0 0',
    'vertex 10 0 0',
    'vertex 0 20 0',
    'endloop',
    'endfacet',
    'facet normal 0 0 1',
    'outer loop',
    'vertex 10 0 0',
    'vertex 10 20 5.5',
    'vertex 0 20 0',
    'endloop',
    'endfacet',
    'endsolid kapak',
    '',
  ].join(lineEnd);

describe('STL in the reader', () => {
  it('reads a binary STL whose header says solid <name> as binary, by its size', () => {
    const file = binaryStl(12, 'solid kup exported as binary');
    expect(file.subarray(0, 5).toString('latin1')).toBe('solid');
    const scene = readStl(bufferOf(file));
    expect(scene.triangles).toBe(12);
    expect(scene.geometries[0].position).toHaveLength(12 * 9);
    // The first triangle's first vertex, as written after the 12-byte normal.
    expect(Array.from(scene.geometries[0].position.subarray(0, 3))).toEqual([file.readFloatLE(96), file.readFloatLE(100), file.readFloatLE(104)]);
  });

  it('reads a binary STL whose triangle count was left at 0 (OpenSCAD writing to a pipe): the size gives the count', () => {
    const file = openscadPipedStl(12);
    expect(file.readUInt32LE(80)).toBe(0);
    const scene = readStl(bufferOf(file));
    expect(scene.triangles).toBe(12);
    expect(Array.from(scene.geometries[0].position.subarray(0, 3))).toEqual([file.readFloatLE(96), file.readFloatLE(100), file.readFloatLE(104)]);
  });

  it('reads a binary STL with a few bytes after its last triangle (three.js#5734) as binary, by its count', () => {
    const file = binaryStl(12, 'solid kup');
    expect(readStl(bufferOf(Buffer.concat([file, Buffer.alloc(92)]))).triangles).toBe(12);
  });

  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
  ])('reads ASCII with %s line ends, with its bounds', (_name, end) => {
    const scene = readStl(bufferOf(ascii(end)));
    expect(scene.triangles).toBe(2);
    expect(scene.geometries[0].bounds).toEqual([0, 0, 0, 10, 20, 5.5]);
  });

  it("reads only vertex lines: a part named 'vertex ...' on the solid and endsolid lines does not spoil them", () => {
    const named = ascii('\r\n').replace(/kapak/g, 'vertex tutucu V2');
    expect(named).toContain('endsolid vertex tutucu V2');
    const scene = readStl(bufferOf(named));
    expect(scene.triangles).toBe(2);
    expect(scene.geometries[0].bounds).toEqual([0, 0, 0, 10, 20, 5.5]);
  });

  it('reads keywords in capitals, as the upload check takes them', () => {
    expect(readStl(bufferOf(ascii('\n').toUpperCase())).triangles).toBe(2);
  });

  it('says a file without a triangle has none', () => {
    expect(() => readStl(bufferOf('solid bos\nendsolid bos\n'))).toThrow(expect.objectContaining({ problem: 'noTriangles' }));
  });
});
