// `npm start`'s build step: builds the front only when one of its inputs changed since the last
// build (dist/.build-fingerprint), so a second start is quick. `--force` builds anyway.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frontFingerprint } from './frontFingerprint';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist');
const stamp = path.join(outDir, '.build-fingerprint');

const fingerprint = frontFingerprint(root);
const built = existsSync(stamp) && existsSync(path.join(outDir, 'index.html')) ? readFileSync(stamp, 'utf8') : '';
if (built === fingerprint && !process.argv.includes('--force')) {
  console.log('front: unchanged since the last build, dist/ kept');
} else {
  // vite empties dist/ first, the old fingerprint with it: a failed build leaves none.
  const run = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeFileSync(stamp, fingerprint);
}
