import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  url: string;
  version: string;
  stop: () => void;
}

/** The newest /usr/lib/postgresql/<major>/bin holding initdb, if any. */
const serverBin = (): string | null => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((d) => existsSync(path.join(base, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(base, majors[0], 'bin') : null;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * A disposable PostgreSQL cluster for the bench, as .ci/with-postgres.sh makes one: initdb in
 * a temp dir (as the postgres user when we are root: PostgreSQL refuses root), a free port on
 * 127.0.0.1, durability off. null when the server binaries are not installed.
 */
export const startThrowawayPostgres = async (): Promise<ThrowawayPostgres | null> => {
  const bin = serverBin();
  if (!bin) return null;
  const root = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | null = null;
  if (root) {
    try {
      owner = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
    } catch {
      return null; // no postgres user to run the server as
    }
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(root ? 'runuser' : path.join(bin, tool), root ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args, { stdio: 'pipe' });
  const dir = mkdtempSync(path.join(tmpdir(), 'atolye-bench-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);
      } catch {
        run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    started = true;
    run('pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', path.join(dir, 'server.log'), '-o', opts]);
  } catch (err) {
    stop();
    throw err;
  }
  const version = execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim().split(' ').pop() ?? '';
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
};
