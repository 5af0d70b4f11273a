import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_USERS } from '../server/db/seed';
import { createAccessTokens } from '../server/services/tokens';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const CONNECTIONS = 10;
const DURATION_MS = 10_000;
const WARMUP_MS = 2_000;
/** The logs page-1 entry of the list timings. */
const LOGS_PAGE_1 = '/v1/logs/all?page=1&limit=50';

export interface Throughput {
  throughput_rps: number;
  bare_throughput_rps: number;
  throughput_rps_workers2: number;
}

export const freePort = async (): Promise<number> => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
};

/** A server process (any program), once its health address answers; stop() ends it. */
export const spawnServer = async (command: string, args: string[], env: Record<string, string>, healthUrl: string, cwd = root) => {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not answer ${healthUrl}: ${output.slice(-2000)}`);
    const up = await fetch(healthUrl).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
};

/** A server of ours in a process of its own (the load is generated here, on the other core). */
const startProcess = (args: string[], env: Record<string, string>, port: number) => spawnServer(process.execPath, [tsx, ...args], env, `http://127.0.0.1:${port}/v1/health`);

/** CONNECTIONS keep-alive connections each sending the next request when the last answered. */
export const load = async (url: string, headers: Record<string, string>, durationMs: number): Promise<{ rps: number; failed: number }> => {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(url);
  let done = 0;
  let failed = 0;
  const until = performance.now() + durationMs;
  const one = () =>
    new Promise<void>((resolve) => {
      const req = request({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) done++;
          else failed++;
          resolve();
        });
      });
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) await one();
    }),
  );
  agent.destroy();
  return { rps: Math.round(done / ((performance.now() - started) / 1000)), failed };
};

const measure = async (url: string, headers: Record<string, string>) => {
  await load(url, headers, WARMUP_MS);
  const { rps, failed } = await load(url, headers, DURATION_MS);
  if (failed) throw new Error(`${failed} requests to ${url} did not answer 200`);
  return rps;
};

/**
 * Issue 10: requests per second on the logs page-1 call at 10 connections for 10 s, on the
 * PostgreSQL the list timings seeded (100,000 log rows): ours (WORKERS=1 and 2) against a bare
 * Fastify + pg process running the same SQL.
 */
export const measureThroughput = async (databaseUrl: string): Promise<Throughput> => {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: databaseUrl });
  await client.connect();
  const admin = await client.query<{ id: number }>('select id from users where email = $1', [DEMO_USERS.find((u) => u.role === 3)!.email]);
  await client.end();
  const adminId = admin.rows[0]!.id;
  const secret = 'bench-throughput-secret-bench-throughput-secret';
  const token = await createAccessTokens(secret).sign({ sub: adminId, role: 3 });
  const headers = { authorization: `Bearer ${token}` };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atolye-bench-throughput-'));
  const ours = async (workers: number) => {
    const port = await freePort();
    const env = { DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: secret, NODE_ENV: 'development', LOG_LEVEL: 'warn', SERVE_FRONT: '0', RATES_URL: 'http://127.0.0.1:9/offline', WORKERS: String(workers) };
    const server = await startProcess(['server/main.ts'], env, port);
    try {
      return await measure(`http://127.0.0.1:${port}${LOGS_PAGE_1}`, headers);
    } finally {
      await server.stop();
    }
  };
  try {
    const barePort = await freePort();
    const bare = await startProcess(['perf/bareServer.ts', String(barePort)], { DATABASE_URL: databaseUrl }, barePort);
    let bareRps: number;
    try {
      bareRps = await measure(`http://127.0.0.1:${barePort}${LOGS_PAGE_1}`, {});
    } finally {
      await bare.stop();
    }
    return { throughput_rps: await ours(1), bare_throughput_rps: bareRps, throughput_rps_workers2: await ours(2) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
