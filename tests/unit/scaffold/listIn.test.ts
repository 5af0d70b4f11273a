import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addName, listIn } from '../../../scripts/newResource/listIn';

const dirs: string[] = [];
const fileWith = (text: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'scaffold-'));
  dirs.push(dir);
  const file = path.join(dir, 'list.ts');
  writeFileSync(file, text);
  return file;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the scaffold lists a new resource where the app reads it', () => {
  it('adds an import after the last one and an entry at the end of a one-entry-per-line object', () => {
    const file = fileWith("import * as a from './a';\nimport * as b from './b';\n\nexport const MIGRATIONS: Record<string, M> = {\n  a_1: a,\n  b_2: b,\n};\n");
    listIn(file, { importLine: "import * as c from './c';", listOpen: /export const MIGRATIONS\b[^=]*= \{/, entry: 'c_3: c' });
    expect(readFileSync(file, 'utf8')).toBe(
      "import * as a from './a';\nimport * as b from './b';\nimport * as c from './c';\n\nexport const MIGRATIONS: Record<string, M> = {\n  a_1: a,\n  b_2: b,\n  c_3: c,\n};\n",
    );
  });

  it('keeps a one-line list on one line, and adds the missing comma of a multi-line one', () => {
    const oneLine = fileWith("import { a } from './a';\nexport const LIST = [a];\n");
    listIn(oneLine, { importLine: "import { b } from './b';", listOpen: /export const LIST = \[/, entry: 'b' });
    expect(readFileSync(oneLine, 'utf8')).toContain('export const LIST = [a, b];');
    const noComma = fileWith("import { a } from './a';\nconst M = {\n  a: a\n};\n");
    listIn(noComma, { importLine: "import { b } from './b';", listOpen: /const M = \{/, entry: 'b: b' });
    expect(readFileSync(noComma, 'utf8')).toContain('const M = {\n  a: a,\n  b: b,\n};');
  });

  it('skips nested brackets to find the end of the list', () => {
    const file = fileWith("import { x } from './x';\nconst M = {\n  a: { deep: [1, 2] },\n};\nconst after = {};\n");
    listIn(file, { importLine: "import { y } from './y';", listOpen: /const M = \{/, entry: 'b: y' });
    expect(readFileSync(file, 'utf8')).toContain("  a: { deep: [1, 2] },\n  b: y,\n};\nconst after = {};");
  });

  it('adds a name to the union of declared names, and says so when the union is missing', () => {
    const file = fileWith("export type ResourceName = 'counters' | 'jobs';\n");
    addName(file, 'tool-types');
    expect(readFileSync(file, 'utf8')).toBe("export type ResourceName = 'counters' | 'jobs' | 'tool-types';\n");
    expect(() => addName(fileWith('export const x = 1;\n'), 'a')).toThrow(/ResourceName/);
  });
});
