import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';

/** How long a fresh embedded database, its migrations and the demo seed may take before the server answers. */
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 200;

/** The app of a project copy, served as playwright.config.ts serves the checkout: fresh data, demo accounts, no network. */
export class ThrowawayServer {
  readonly url: string;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'atolye-throwaway-data-'));
  private child?: ChildProcess;
  private output = '';

  constructor(
    private readonly projectDir: string,
    readonly port: number,
    /** More environment: NODE_ENV=production and a JWT_SECRET serve a shop with nothing seeded. */
    private readonly env: Record<string, string> = {},
  ) {
    this.url = `http://localhost:${port}`;
  }

  /** Starts the server (one node process, so stopping it stops everything) and waits until /v1/health answers. */
  async start() {
    const env = { ...process.env, PORT: String(this.port), DATA_DIR: this.dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', RATES_URL: 'http://127.0.0.1:9/offline', ...this.env };
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: this.projectDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-8000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = once(child, 'exit').then(([code]) => {
      throw new Error(`the throwaway server exited (${code}) before answering:\n${this.output}`);
    });
    exited.catch(() => undefined);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (await Promise.race([this.healthy(), exited])) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`the throwaway server did not answer ${this.url}/v1/health within ${START_TIMEOUT_MS / 1000} s:\n${this.output}`);
  }

  /** Runs one of the project's npm scripts against this server's data (`create-admin` before the first sign-in). */
  runScript(script: string, args: string[]): Promise<string> {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: this.projectDir, env: { ...process.env, DATA_DIR: this.dataDir, ...this.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return once(child, 'exit').then(([code]) => {
      if (code !== 0) throw new Error(`npm run ${script} exited ${code}:\n${output}`);
      return output;
    });
  }

  private async healthy(): Promise<boolean> {
    try {
      return (await fetch(`${this.url}/v1/health`)).ok;
    } catch {
      return false;
    }
  }

  /** Stops the process it started (by its own pid) and drops its data. */
  async stop() {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
