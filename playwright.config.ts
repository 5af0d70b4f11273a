import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded database for every run; the server seeds the demo accounts on it. The test
// workers load this file again and inherit the directory through the environment; the run's own
// process removes it when it exits (about 45 MB a run), unless E2E_DATA_DIR named one to keep.
const given = process.env.E2E_DATA_DIR;
const dataDir = given ?? mkdtempSync(path.join(tmpdir(), 'atolye-e2e-'));
if (!given) process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The server as `npm start` runs it: bundled, on plain Node (built afresh, well under a second).
    command: 'npx tsx scripts/buildServer.ts && node --enable-source-maps dist-server/main.mjs',
    url: `http://localhost:${PORT}/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', RATES_URL: 'http://127.0.0.1:9/offline', MALLOC_ARENA_MAX: '2' },
  },
});
