// @vitest-environment node
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { Bounds } from '../../../src/resources/projects/models/modelBounds';
import { fitCamera } from '../../../src/resources/projects/models/render/fitCamera';
import { boxEdges, floorGrid, gridStep } from '../../../src/resources/projects/models/render/sceneGuides';

/** The segments as [from, to] corner triples, each rounded to micrometres. */
const segmentsOf = (ends: Float32Array) => {
  const out: [number[], number[]][] = [];
  const r = (v: number) => Math.round(v * 1000) / 1000;
  for (let i = 0; i < ends.length; i += 6) out.push([[r(ends[i]), r(ends[i + 1]), r(ends[i + 2])], [r(ends[i + 3]), r(ends[i + 4]), r(ends[i + 5])]]);
  return out;
};

describe('the floor grid and the bounding box', () => {
  it('steps by 1, 2 or 5 × 10ⁿ mm, ten cells or a few more over the model', () => {
    expect(gridStep(190)).toBe(20);
    expect(gridStep(10)).toBe(1);
    expect(gridStep(30)).toBe(5);
    expect(gridStep(0.4)).toBeCloseTo(0.05, 12);
    expect(gridStep(100_000)).toBe(10_000);
  });

  it('lies under the model, one step beyond its footprint, lines at whole steps', () => {
    const { step, segments } = floorGrid([-3, 12, 7, 27, 31, 40]);
    expect(step).toBe(5);
    const lines = segmentsOf(segments);
    // x from -10 to 35 (10 lines), y from 5 to 40 (8 lines).
    expect(lines).toHaveLength(10 + 8);
    expect(lines.every(([a, b]) => a[2] === 7 && b[2] === 7)).toBe(true);
    expect(lines[0]).toEqual([[-10, 5, 7], [-10, 40, 7]]);
    expect(lines.at(-1)).toEqual([[-10, 40, 7], [35, 40, 7]]);
  });

  it('draws the twelve edges of the box, each once', () => {
    const b: Bounds = [0, 0, 0, 30, 20, 10];
    const edges = segmentsOf(boxEdges(b));
    expect(edges).toHaveLength(12);
    // Every edge runs along one axis, for its side's full length.
    const lengths = edges.map(([a, c]) => Math.hypot(c[0] - a[0], c[1] - a[1], c[2] - a[2])).sort((x, y) => x - y);
    expect(lengths).toEqual([10, 10, 10, 10, 20, 20, 20, 20, 30, 30, 30, 30]);
    expect(new Set(edges.map((e) => JSON.stringify(e))).size).toBe(12);
  });
});

describe('fitting the camera', () => {
  const corners = (b: Bounds) => [0, 1, 2, 3, 4, 5, 6, 7].map((i) => new Vector3(b[i & 1 ? 3 : 0], b[i & 2 ? 4 : 1], b[i & 4 ? 5 : 2]));

  it.each([
    ['a wide canvas', 1.8],
    ['a phone’s tall canvas', 0.45],
  ])('keeps every corner of the box in view on %s, aimed at its centre', (_, aspect) => {
    const camera = new PerspectiveCamera(40, aspect, 0.1, 1e6);
    camera.up.set(0, 0, 1);
    camera.position.set(1, -1.2, 0.9);
    const orbit = { target: new Vector3(), update: () => camera.lookAt(orbit.target) };
    const b: Bounds = [100, -40, 0, 290, 204, 24];
    fitCamera(camera, orbit, b);
    camera.updateMatrixWorld();
    expect(orbit.target.toArray()).toEqual([195, 82, 12]);
    for (const corner of corners(b)) {
      const ndc = corner.clone().project(camera);
      expect(Math.abs(ndc.x)).toBeLessThan(1);
      expect(Math.abs(ndc.y)).toBeLessThan(1);
      // Between the near and far planes.
      expect(Math.abs(ndc.z)).toBeLessThan(1);
    }
    // It keeps its direction: still looking from -y, +x, +z.
    const from = camera.position.clone().sub(orbit.target);
    expect(from.x).toBeGreaterThan(0);
    expect(from.y).toBeLessThan(0);
    expect(from.z).toBeGreaterThan(0);
  });
});
