// @vitest-environment node
// Issue 24: every CAD file a shop receives opens. The worker's reader against STEP files as
// several programs write them (AP203, AP214, AP242 headers, CRLF line ends), IGES files whose
// start section is blank or spans several lines, and what it says about a file it cannot read.
import { createRequire } from 'node:module';
import type { Occt } from 'occt-import-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { igesBox } from '../../fixtures/models/igesBox';
import { stepBox } from '../../fixtures/models/stepAssembly';
import { readCad } from '../../../src/resources/projects/models/worker/parseCad';

let occt: Occt;
beforeAll(async () => {
  occt = await (createRequire(import.meta.url)('occt-import-js') as () => Promise<Occt>)();
}, 60_000);

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const size = (scene: ReturnType<typeof readCad>) => {
  const [x0, y0, z0, x1, y1, z1] = scene.geometries[0].bounds;
  return [x1 - x0, y1 - y0, z1 - z0].map((v) => Math.round(v * 100) / 100);
};

const AP214 = 'AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }';
/** The fixture's box with another writer's schema line. */
const stepWith = (schema: string, lineEnd = '\n') => stepBox([30, 20, 10], 'Flans').replace(`FILE_SCHEMA(('${AP214}'));`, `FILE_SCHEMA(('${schema}'));`).replace(/\n/g, lineEnd);

describe('STEP from several writers', { timeout: 60_000 }, () => {
  it.each([
    ['AP203', 'CONFIG_CONTROL_DESIGN'],
    ['AP214', AP214],
    ['AP242', 'AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF { 1 0 10303 442 1 1 4 }'],
  ])('reads a box under an %s header', (_ap, schema) => {
    const text = stepWith(schema);
    expect(text).toContain(`FILE_SCHEMA(('${schema}'));`);
    expect(size(readCad(occt, 'step', bytes(text)))).toEqual([30, 20, 10]);
  });

  it('reads CRLF line ends', () => {
    const text = stepWith(AP214, '\r\n');
    expect(text).toContain('DATA;\r\n');
    expect(size(readCad(occt, 'step', bytes(text)))).toEqual([30, 20, 10]);
  });
});

/** The fixture's IGES box with another start section (its count in the terminate record follows). */
const igesWithStart = (start: string[], lineEnd = '\n') => {
  const records = igesBox([40, 25.5, 10], 'Kapak').trimEnd().split('\n');
  const rest = records.filter((r) => r[72] !== 'S');
  const terminate = rest.pop()!;
  const starts = start.map((s, i) => s.padEnd(72, ' ') + 'S' + String(i + 1).padStart(7, ' '));
  const counts = `S${String(start.length).padStart(7, ' ')}` + terminate.slice(8);
  return [...starts, ...rest, counts].join(lineEnd) + lineEnd;
};

describe('IGES start sections and line ends', { timeout: 60_000 }, () => {
  it('reads a file whose start section is one blank record', () => {
    const text = igesWithStart(['']);
    expect(text.startsWith(' '.repeat(72) + 'S      1\n')).toBe(true);
    expect(size(readCad(occt, 'iges', bytes(text)))).toEqual([40, 25.5, 10]);
  });

  it('reads a start section of several records, with CRLF line ends', () => {
    const text = igesWithStart(['Kapak', 'exported by a CAD program', 'units: mm'], '\r\n');
    expect(text.split('\r\n').filter((r) => r[72] === 'S')).toHaveLength(3);
    expect(size(readCad(occt, 'iges', bytes(text)))).toEqual([40, 25.5, 10]);
  });
});

describe('a UTF-8 BOM up front (a file saved again from a Windows editor), which the upload check takes', { timeout: 60_000 }, () => {
  const BOM = '\uFEFF';
  it('reads a STEP', () => {
    expect(size(readCad(occt, 'step', bytes(BOM + stepWith(AP214, '\r\n'))))).toEqual([30, 20, 10]);
  });

  it('reads an IGES', () => {
    expect(size(readCad(occt, 'iges', bytes(BOM + igesWithStart([''], '\r\n'))))).toEqual([40, 25.5, 10]);
  });
});

describe('what an unreadable CAD file says', { timeout: 60_000 }, () => {
  it('a STEP whose data does not parse', () => {
    const broken = stepWith(AP214).replace(/DATA;[\s\S]*ENDSEC;\s*END-ISO/, 'DATA;\n#1=(((;\nENDSEC;\nEND-ISO');
    expect(() => readCad(occt, 'step', bytes(broken))).toThrow(expect.objectContaining({ problem: 'notParsed' }));
  });

  it('bytes that are no IGES at all', () => {
    expect(() => readCad(occt, 'iges', bytes('hello'))).toThrow(expect.objectContaining({ problem: 'notParsed' }));
  });
});
