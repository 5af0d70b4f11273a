import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { frontFingerprint } from '../../../scripts/frontFingerprint';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

const tree = () => {
  root = mkdtempSync(path.join(tmpdir(), 'atolye-fingerprint-'));
  mkdirSync(path.join(root, 'src', 'ui'), { recursive: true });
  writeFileSync(path.join(root, 'src', 'ui', 'a.tsx'), 'export const a = 1;');
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  return root;
};

it('stays the same while nothing the build reads changes, so a second start skips the build', () => {
  const dir = tree();
  const first = frontFingerprint(dir);
  writeFileSync(path.join(dir, 'README.md'), 'not an input');
  expect(frontFingerprint(dir)).toBe(first);
});

it('changes with a file edited, added or renamed under an input', () => {
  const dir = tree();
  const first = frontFingerprint(dir);
  writeFileSync(path.join(dir, 'src', 'ui', 'a.tsx'), 'export const a = 2;');
  const edited = frontFingerprint(dir);
  expect(edited).not.toBe(first);
  writeFileSync(path.join(dir, 'src', 'ui', 'b.tsx'), '');
  const added = frontFingerprint(dir);
  expect(added).not.toBe(edited);
  rmSync(path.join(dir, 'src', 'ui', 'b.tsx'));
  writeFileSync(path.join(dir, 'src', 'ui', 'c.tsx'), '');
  expect(frontFingerprint(dir)).not.toBe(added);
});
