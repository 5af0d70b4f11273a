import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** What the child runs: PGlite's initdb on the directory it is given (its parent made first), and nothing else. */
const CREATE = `
const { mkdir } = await import('node:fs/promises');
const { dirname } = await import('node:path');
await mkdir(dirname(process.argv[1]), { recursive: true });
const { PGlite } = await import(process.argv[2]);
const db = new PGlite({ dataDir: process.argv[1] });
await db.waitReady;
await db.close();
`;

/**
 * Creates the embedded database's directory in a child process when it does not exist yet.
 * PGlite's initdb grows the WebAssembly memory to about 800 MB, and memory a WebAssembly
 * instance took is never given back: done in the server's own process, the first start kept
 * about 100 MB more for as long as it ran. The child takes the peak and exits; the server then
 * opens the directory as every later start does. Migrations and the demo data stay the server's.
 * Called where a server starts (serve.ts), not by connectDb: the tests open hundreds of fresh
 * databases, and a child compiles PGlite's WebAssembly anew each time.
 */
export const createEmbeddedDataDir = async (dir: string): Promise<void> => {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const child = spawn(process.execPath, ['--input-type=module', '-e', CREATE, dir, import.meta.resolve('@electric-sql/pglite')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`creating the embedded database in ${dir} failed (${signal ?? code}): ${errors.trim()}`);
};
