import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectDb, migrate } from '../server/db/connect';
import { DEMO_USERS, seedDemoIfEmpty } from '../server/db/seed';
import { apiClient } from './apiClient';
import type { ListBenchTarget } from './lists';

export interface BenchServer extends ListBenchTarget {
  /** An access token for any user of the bench's database. */
  sign: (sub: number, role: number) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * The real server listening on 127.0.0.1 (a free port), demo data seeded: on a fresh PGlite in a
 * temp dir, or on the PostgreSQL of databaseUrl (an empty throwaway cluster); serving the front
 * built in frontDir when given.
 */
export const startBenchServer = async (opts: { databaseUrl?: string; frontDir?: string } = {}): Promise<BenchServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atolye-bench-'));
  const config = loadConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv, {
    dataDir,
    databaseUrl: opts.databaseUrl,
    // The front only when a build is given (the 3D model timings drive it in Chromium).
    serveFront: !!opts.frontDir,
    ...(opts.frontDir ? { frontDir: opts.frontDir } : {}),
    logLevel: 'warn',
    ratesUrl: 'http://127.0.0.1:9/offline',
  });
  // PGlite's data directory is created in a child process (perf/initDataDir.ts), so this
  // process measures a server started on an existing directory, as every start after the first.
  if (!opts.databaseUrl) {
    const tsx = path.resolve(import.meta.dirname, '../node_modules/tsx/dist/cli.mjs');
    const init = spawnSync(process.execPath, [tsx, path.join(import.meta.dirname, 'initDataDir.ts'), dataDir], { stdio: 'inherit' });
    if (init.status !== 0) throw new Error(`perf/initDataDir.ts failed (${init.status ?? init.signal})`);
  }
  // Opened here rather than by the app: opening PGlite can outlast Fastify's plugin timeout on a busy machine.
  const database = await connectDb(config);
  await migrate(database.db);
  const app = await buildApp({ config, db: database.db, listen: database.listen, userWrites: database.userWrites });
  await seedDemoIfEmpty(app.db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The timed client keeps one socket open across the bulk seeding, which on a loaded machine
  // outlasts Fastify's 72 s keep-alive: the server closed it and the next call met ECONNRESET.
  app.server.keepAliveTimeout = 30 * 60_000;
  const { port } = app.server.address() as AddressInfo;
  const admin = DEMO_USERS.find((u) => u.role === 3)!;
  const { id } = await app.db.selectFrom('users').select('id').where('email', '=', admin.email).executeTakeFirstOrThrow();
  const baseUrl = `http://127.0.0.1:${port}`;
  const token = await app.accessTokens.sign({ sub: id, role: 3 });
  const api = apiClient(baseUrl, token);
  return {
    engine: database.engine,
    db: database.db,
    baseUrl,
    token,
    api,
    sign: (sub, role) => app.accessTokens.sign({ sub, role }),
    close: async () => {
      api.close();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
