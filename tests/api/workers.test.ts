// More than one app process (issue 10): what one process changes, the others know at once,
// because everything shared lives in PostgreSQL and in the one FILES_DIR. On the embedded
// database, WORKERS > 1 is refused at start. The processes run the server as `npm start` does:
// bundled (scripts/serverBundle.ts) on plain Node.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_WORKERS_REFUSAL } from '../../server/cluster';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed';
import { buildServerBundle, SERVER_BUNDLE } from '../../scripts/serverBundle';
import { AppProcess, freePort, fromBundle } from './helpers/appProcess';
import { buildTestApp, type TestApp } from './helpers/app';
import { multipartFile, tinyImage } from './helpers/jobFixtures';

const temp = (name: string) => mkdtempSync(path.join(tmpdir(), `atolye-${name}-`));

// A bundle of this test's own beside npm start's (same directory, so the front and the packages
// resolve as they do for it), built from the sources as they are now.
const bundle = path.join(path.dirname(SERVER_BUNDLE), `workers-test-${process.pid}.mjs`);
const entry = fromBundle(bundle);
beforeAll(() => buildServerBundle(bundle), 60_000);
afterAll(() => {
  for (const file of [bundle, `${bundle}.map`]) rmSync(file, { force: true });
});

it('refuses WORKERS > 1 on the embedded database, saying why', async () => {
  const dataDir = temp('workers-pglite');
  const app = new AppProcess(await freePort(), { WORKERS: '2', DATA_DIR: dataDir, DATABASE_URL: '' }, entry);
  try {
    expect(await app.exited).toBe(1);
    expect(app.output).toContain(EMBEDDED_WORKERS_REFUSAL);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// The rest needs PostgreSQL: it runs in `npm run test:pg` and CI's PostgreSQL step.
if (process.env.DATABASE_URL) {
  describe('two app processes on one PostgreSQL and one FILES_DIR', () => {
    let t: TestApp;
    let a: AppProcess;
    let b: AppProcess;
    const filesDir = temp('workers-files');
    const dataDirs: string[] = [];
    const employee = DEMO_USERS.find((u) => u.role === 2)!.email;

    const start = async (extra: Record<string, string> = {}) => {
      const dataDir = temp('workers-data');
      dataDirs.push(dataDir);
      return new AppProcess(await freePort(), {
        DATABASE_URL: t.config.databaseUrl!,
        DATA_DIR: dataDir,
        FILES_DIR: filesDir,
        JWT_SECRET: t.config.jwtSecret,
        // One trusted hop: each test speaks as a client address of its own through X-Forwarded-For.
        TRUST_PROXY: '1',
        ...extra,
      }, entry).ready();
    };
    const call = (app: AppProcess, url: string, init: RequestInit & { from?: string; token?: string } = {}) =>
      fetch(app.url + url, {
        ...init,
        headers: {
          'x-forwarded-for': init.from ?? '198.51.100.10',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
          ...(init.headers as Record<string, string>),
        },
      });
    const login = (app: AppProcess, email: string, password = DEMO_PASSWORD, from?: string) =>
      call(app, '/v1/auth/login', { method: 'POST', body: JSON.stringify({ email, password }), from });
    const refreshCookie = (res: Response) => /refresh_token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    const refresh = (app: AppProcess, cookie: string) => call(app, '/v1/auth/refresh', { method: 'POST', body: '{}', headers: { cookie: `refresh_token=${cookie}` } });

    beforeAll(async () => {
      t = await buildTestApp();
      [a, b] = await Promise.all([start(), start()]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await t?.close();
      for (const dir of [filesDir, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
    });

    it('a user deactivated through one process is refused by the other on the next request', async () => {
      const signedIn = await login(b, employee);
      expect(signedIn.status).toBe(200);
      const token = ((await signedIn.json()) as { accessToken: string }).accessToken;
      expect((await call(b, '/v1/users/@me', { token })).status).toBe(200);
      const id = (await t.app.db.selectFrom('users').select('id').where('email', '=', employee).executeTakeFirstOrThrow()).id;

      const admin = await t.tokenFor(3);
      const off = await call(a, `/v1/users/admin/${id}/status`, { method: 'PUT', token: admin, body: JSON.stringify({ status: 'disabled' }) });
      expect(off.status).toBe(200);
      expect((await call(b, '/v1/users/@me', { token })).status).toBe(401);

      expect((await call(a, `/v1/users/admin/${id}/status`, { method: 'PUT', token: admin, body: JSON.stringify({ status: 'active' }) })).status).toBe(200);
    });

    it('a refresh token rotated through one process is refused as reused through the other past the grace window', async () => {
      const first = refreshCookie(await login(a, 'admin@example.com'))!;
      const rotated = await refresh(a, first);
      expect(rotated.status).toBe(200);
      const second = refreshCookie(rotated)!;
      // Past the grace window a client gets for a reply it lost: the rotation is made older.
      await t.app.db.updateTable('refresh_tokens').set({ rotated_at: new Date(Date.now() - 60_000) }).where('rotated_at', 'is not', null).execute();
      expect((await refresh(b, first)).status).toBe(401);
      // A reuse revokes the whole family: the token the rotation gave is refused too, everywhere.
      expect((await refresh(a, second)).status).toBe(401);
    });

    it('the per-address sign-in limit counts the failures that reached either process', async () => {
      const from = '203.0.113.50';
      const statuses: number[] = [];
      // Twenty failures, half through each process, each for an account of its own.
      for (let i = 0; i < 20; i++) statuses.push((await login(i % 2 ? a : b, `yok${i}@example.com`, 'Yanlis-Sifre1', from)).status);
      expect(statuses.every((s) => s === 401)).toBe(true);
      // Neither process alone has seen twenty: the next attempt is refused by both.
      expect((await login(a, 'admin@example.com', DEMO_PASSWORD, from)).status).toBe(429);
      expect((await login(b, 'admin@example.com', DEMO_PASSWORD, from)).status).toBe(429);
      expect((await login(b, 'admin@example.com', DEMO_PASSWORD, '203.0.113.51')).status).toBe(200);
    });

    it('a photo uploaded through one process is served by the other', async () => {
      const token = await t.tokenFor(3);
      const image = await tinyImage('png');
      const form = multipartFile('image', 'foto.png', image, 'image/png');
      const uploaded = await call(a, '/v1/images/upload', { method: 'POST', token, body: form.payload, headers: form.headers });
      expect(uploaded.status).toBe(201);
      const key = ((await uploaded.json()) as { photoKey: string }).photoKey;
      const served = await call(b, `/v1/images/${key}`, { token });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    });

    it('WORKERS=2 runs two app processes on one port, which answer together', async () => {
      const cluster = await start({ WORKERS: '2' });
      try {
        const token = await t.tokenFor(3);
        const answers = await Promise.all(Array.from({ length: 20 }, () => call(cluster, '/v1/users/@me', { token }).then((r) => r.status)));
        expect(answers.every((s) => s === 200)).toBe(true);
        const listening = await cluster.printed(/"pid":(\d+)[^\n]*Server listening/g, 2);
        expect(new Set(listening.map((m) => m[1])).size).toBe(2);
      } finally {
        expect(await cluster.stop()).toBe(0);
      }
    });
  });
}
