import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { seedDemoUsers, DEMO_PASSWORD, DEMO_USERS } from '../../../server/db/seed';
import { checkDeclaredLists } from './declaredLists';
import type { RoleNumber } from '../../../src/domain/roles';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** An access token for the demo account of a role. */
  tokenFor: (role: RoleNumber) => Promise<string>;
  injectAs: (role: RoleNumber | null, opts: { method: string; url: string; payload?: unknown; headers?: Record<string, string> }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/**
 * A fresh app on its own database: PGlite in a temp dir, or a fresh schema on the PostgreSQL
 * of DATABASE_URL (each test file gets its own database there).
 */
export const buildTestApp = async (overrides: Partial<Config> = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atolye-test-'));
  let databaseUrl = process.env.DATABASE_URL || undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (databaseUrl) {
    const pg = await import('pg');
    const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.default.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const base = databaseUrl;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      // Not forced: killing a connection the app is still closing would surface as an uncaught
      // error in the test run. A database still in use is left to the throwaway cluster.
      const c = new pg.default.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name}`).catch(() => undefined);
      await c.end();
    };
  }
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret' } as NodeJS.ProcessEnv, {
    dataDir,
    databaseUrl,
    serveFront: false,
    seedDemo: false,
    checkReplies: true,
    logLevel: 'silent',
    ratesUrl: 'http://127.0.0.1:9/unreachable',
    ...overrides,
  });
  const app = await buildApp({ config });
  checkDeclaredLists(app);
  await seedDemoUsers(app.db);
  const ids = new Map<RoleNumber, number>();
  // Signed afresh each time: a call that signs the user out (logout, password change) ends the
  // tokens issued before it, as it must, and the next call still gets a valid one.
  const tokenFor = async (role: RoleNumber) => {
    let id = ids.get(role);
    if (id === undefined) {
      const demo = DEMO_USERS.find((u) => u.role === role)!;
      id = (await app.db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirstOrThrow()).id;
      ids.set(role, id);
    }
    return app.accessTokens.sign({ sub: id, role });
  };
  return {
    app,
    config,
    tokenFor,
    injectAs: async (role, opts) => {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (role !== null) headers.authorization = `Bearer ${await tokenFor(role)}`;
      return app.inject({ method: opts.method as 'GET', url: opts.url, payload: opts.payload as string, headers });
    },
    close: async () => {
      await app.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export { DEMO_PASSWORD, DEMO_USERS };

/** Asserts a 400 whose field message is the spec's text. */
export const expectValidationError = (res: LightMyRequestResponse, field: string, text: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.errors?.[field] ?? body.message).toBe(text);
};
