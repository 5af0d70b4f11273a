import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `vite build` reads: a change to any of these makes a new build. */
export const FRONT_INPUTS = ['src', 'public', 'scripts/vite', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

const filesUnder = (root: string, entry: string): string[] => {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(entry, name)));
};

/** A hash of the names and contents of every input under root, in a stable order. */
export const frontFingerprint = (root: string, inputs: readonly string[] = FRONT_INPUTS): string => {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((entry) => filesUnder(root, entry))) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
};
