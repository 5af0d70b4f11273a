// `npm start` runs the server bundled (scripts/serverBundle.ts) on plain Node, not through tsx:
// the bundle must start on the embedded database and answer as the sources do, with a source map
// for node --enable-source-maps.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { api } from '../../src/i18n/tr/api';
import { buildServerBundle, SERVER_BUNDLE } from '../../scripts/serverBundle';
import { AppProcess, freePort, fromBundle } from './helpers/appProcess';

const bundle = path.join(path.dirname(SERVER_BUNDLE), `bundle-test-${process.pid}.mjs`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'atolye-bundle-'));
let app: AppProcess;

beforeAll(async () => {
  await buildServerBundle(bundle);
  app = await new AppProcess(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: '' }, fromBundle(bundle)).ready();
}, 120_000);
afterAll(async () => {
  await app?.stop();
  for (const file of [bundle, `${bundle}.map`]) rmSync(file, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

it('is one module of ours with a source map, the packages left to node_modules', () => {
  const code = readFileSync(bundle, 'utf8');
  expect(code).toMatch(/from "fastify"/);
  expect(code).not.toMatch(/node_modules\/fastify/);
  expect(existsSync(`${bundle}.map`)).toBe(true);
  const map = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] };
  expect(map.sources.some((s) => s.endsWith('server/main.ts'))).toBe(true);
});

it('starts on the embedded database, migrates and seeds, signs in and answers a signed-in call', async () => {
  const refused = await fetch(`${app.url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'Yanlis-Sifre1' }) });
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe(api.invalidCredentials);

  const signedIn = await fetch(`${app.url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }) });
  expect(signedIn.status).toBe(200);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const jobs = await fetch(`${app.url}/v1/jobs?page=1&limit=5`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(jobs.status).toBe(200);
  expect(((await jobs.json()) as { jobs: unknown[] }).jobs.length).toBeGreaterThan(0);
});
