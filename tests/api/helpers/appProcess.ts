import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 100;

/** A port nobody listens on now. */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
};

/** How to start the server: from its sources through tsx, or a bundle (scripts/serverBundle.ts) on plain Node as `npm start` runs it. */
export const FROM_SOURCES = ['--import', 'tsx', 'server/main.ts'];
export const fromBundle = (file: string) => ['--enable-source-maps', file];

/** The server (no front) in a process of its own, with the env given. */
export class AppProcess {
  readonly url: string;
  output = '';
  private readonly child: ChildProcess;
  readonly exited: Promise<number | null>;

  constructor(port: number, env: Record<string, string>, entry: readonly string[] = FROM_SOURCES) {
    this.url = `http://127.0.0.1:${port}`;
    const base = { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'info', RATES_URL: 'http://127.0.0.1:9/offline', SERVE_FRONT: '0' };
    this.child = spawn(process.execPath, [...entry], { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '', ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-200_000));
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = once(this.child, 'exit').then(([code]) => code as number | null);
  }

  /** The process id (its memory is read from /proc by the bench). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Resolves once /v1/health answers; fails with the output if the process exits first. */
  async ready(): Promise<this> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    let gone = false;
    void this.exited.then(() => (gone = true));
    while (Date.now() < deadline) {
      if (gone) throw new Error(`the app exited before answering:\n${this.output}`);
      const ok = await fetch(`${this.url}/v1/health`).then((r) => r.ok, () => false);
      if (ok) return this;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`no answer from ${this.url} within ${START_TIMEOUT_MS / 1000} s:\n${this.output}`);
  }

  /** Resolves once the output has matched `pattern` (a global regex) `count` times. */
  async printed(pattern: RegExp, count = 1): Promise<RegExpMatchArray[]> {
    const matches = () => [...this.output.matchAll(pattern)];
    if (matches().length >= count) return matches();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (matches().length < count) return;
        this.child.stdout!.off('data', check);
        this.child.stderr!.off('data', check);
        resolve(matches());
      };
      this.child.stdout!.on('data', check);
      this.child.stderr!.on('data', check);
      void this.exited.then(() => reject(new Error(`exited before printing ${String(pattern)} ${count} times:\n${this.output}`)));
    });
  }

  async stop(): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    return this.exited;
  }
}
