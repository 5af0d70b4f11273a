// `npx tsx perf/directusCompare.ts <directus dir>`: our activity-log list against Directus's own
// list of the same table, on one throwaway PostgreSQL holding the bench's 100,000 log rows
// (issue 25). Not part of `npm run bench`: Directus is not a dependency of ours. Install it on
// its own first (it wants Node 22 or later):
//   mkdir /tmp/directus && cd /tmp/directus && npx -p node@22 -- npm install directus pg
// (Its isolated-vm needs Node 22's headers to build, which the registry's Node lacks; it serves
// only sandboxed extensions and the 'Run Script' flow operation, so a stub that exports {} lets
// it start; make the folders uploads/ and extensions/ beside it.)
// Each case is loaded for 10 s at 10 connections (2 s warm-up), ours then Directus's, both as a
// process of their own with one worker; prints requests per second and the ratio per case.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedLogsBulk } from '../server/db/seed/adminBulk';
import { DEMO_USERS } from '../server/db/seed';
import { createAccessTokens } from '../server/services/tokens';
import { ADMIN_BULK } from './adminLists';
import { startThrowawayPostgres } from './postgres';
import { startBenchServer } from './server';
import { freePort, load, spawnServer } from './throughput';

const directusDir = path.resolve(process.argv[2] ?? '/tmp/directus');
const WARMUP_MS = 2_000;
const DURATION_MS = 10_000;
/** Node 22 for Directus (the npm package node@22, as the README's other Node runs use). */
const node22 = execFileSync('npx', ['-y', '-p', 'node@22', '--', 'node', '-p', 'process.execPath'], { encoding: 'utf8' }).trim();
const SEARCH = 'yıldırım';

/** The same list asked of both: ours as the logs screen asks, Directus's as its item API takes it (with the count the screen needs). */
const CASES: { name: string; ours: string; directus: string }[] = [
  { name: 'page 1', ours: '/v1/logs/all?page=1&limit=50', directus: '/items/activity_logs?limit=50&page=1&sort=-created_at,-id&meta=total_count' },
  // Directus without the total (and by id): its best page 1, though the screen needs the total.
  { name: 'page 1, no total', ours: '/v1/logs/all?page=1&limit=50', directus: '/items/activity_logs?limit=50&page=1&sort=-id' },
  { name: 'page 2,000', ours: '/v1/logs/all?page=2000&limit=50', directus: '/items/activity_logs?limit=50&page=2000&sort=-created_at,-id&meta=total_count' },
  { name: 'action filter', ours: '/v1/logs/all?page=1&limit=50&action=update', directus: '/items/activity_logs?limit=50&page=1&sort=-created_at,-id&filter[action][_eq]=update&meta=filter_count' },
  {
    name: 'search',
    ours: `/v1/logs/all?page=1&limit=50&search=${encodeURIComponent(SEARCH)}`,
    directus: `/items/activity_logs?limit=50&page=1&sort=-created_at,-id&search=${encodeURIComponent(SEARCH)}&meta=filter_count`,
  },
];

const measure = async (url: string, headers: Record<string, string>) => {
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${url} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
  await load(url, headers, WARMUP_MS);
  const { rps, failed } = await load(url, headers, DURATION_MS);
  if (failed) throw new Error(`${failed} requests to ${url} did not answer 200`);
  return rps;
};

const postgres = await startThrowawayPostgres();
if (!postgres) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
const dataDir = mkdtempSync(path.join(tmpdir(), 'atolye-directus-compare-'));
try {
  // Our schema, the demo accounts and the bench's log rows.
  const seeding = await startBenchServer({ databaseUrl: postgres.url });
  await seedLogsBulk(seeding.db, { logs: ADMIN_BULK.logs });
  const adminId = (await seeding.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.find((u) => u.role === 3)!.email).executeTakeFirstOrThrow()).id;
  await seeding.close();

  const secret = 'directus-compare-secret-directus-compare-secret';
  const ourToken = await createAccessTokens(secret).sign({ sub: adminId, role: 3 });
  const ourPort = await freePort();
  const ourEnv = { DATABASE_URL: postgres.url, PORT: String(ourPort), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: secret, NODE_ENV: 'development', LOG_LEVEL: 'warn', SERVE_FRONT: '0', RATES_URL: 'http://127.0.0.1:9/offline', WORKERS: '1' };

  // Directus on the same database: its own tables beside ours, our tables read as they are.
  const directusPort = await freePort();
  const directusToken = 'directus-compare-admin-token';
  const directusEnv = {
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: postgres.url,
    KEY: 'directus-compare-key',
    SECRET: 'directus-compare-secret-directus-compare-secret',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'directus-compare-password',
    ADMIN_TOKEN: directusToken,
    PORT: String(directusPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${directusPort}`,
    LOG_LEVEL: 'warn',
    TELEMETRY: 'false',
    RATE_LIMITER_ENABLED: 'false',
    // Its event-loop guard answers 503 under a sustained load: off, so every request is served.
    PRESSURE_LIMITER_ENABLED: 'false',
    // DIRECTUS_CACHE=1: its response cache on (in memory, purged on writes); off is its default.
    ...(process.env.DIRECTUS_CACHE ? { CACHE_ENABLED: 'true', CACHE_STORE: 'memory', CACHE_AUTO_PURGE: 'true', CACHE_TTL: '10m' } : { CACHE_ENABLED: 'false' }),
  };
  const cli = path.join(directusDir, 'node_modules', 'directus', 'cli.js');
  execFileSync(node22, [cli, 'bootstrap'], { cwd: directusDir, env: { ...process.env, ...directusEnv }, stdio: 'inherit' });

  /** Every case's requests per second on one server, started for it and stopped after. */
  const loadAll = async (label: string, server: Promise<{ stop: () => Promise<void> }>, base: string, pathOf: (c: (typeof CASES)[number]) => string, token: string) => {
    const running = await server;
    try {
      const rps: number[] = [];
      for (const c of CASES) {
        rps.push(await measure(`${base}${pathOf(c)}`, { authorization: `Bearer ${token}` }));
        console.log(`${label} ${c.name}: ${rps.at(-1)} req/s`);
      }
      return rps;
    } finally {
      await running.stop();
    }
  };
  const tsx = path.resolve(import.meta.dirname, '../node_modules/tsx/dist/cli.mjs');
  const ourBase = `http://127.0.0.1:${ourPort}`;
  const directusBase = `http://127.0.0.1:${directusPort}`;
  const ours = await loadAll('ours', spawnServer(process.execPath, [tsx, 'server/main.ts'], ourEnv, `${ourBase}/v1/health`), ourBase, (c) => c.ours, ourToken);
  const theirs = await loadAll('Directus', spawnServer(node22, [cli, 'start'], directusEnv, `${directusBase}/server/ping`, directusDir), directusBase, (c) => c.directus, directusToken);
  const results = CASES.map((c, i) => ({ name: c.name, ours: ours[i]!, directus: theirs[i]! }));
  for (const r of results) console.log(`${r.name.padEnd(14)} ours ${String(r.ours).padStart(6)} req/s   Directus ${String(r.directus).padStart(6)} req/s   ${(r.ours / r.directus).toFixed(2)}×`);
  console.log(JSON.stringify({ directus_compare: results }));
} finally {
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
