// Issue 25, "Fast": a list's total is kept per list and filter, and forgotten when its table
// announces a change (NOTIFY: in-process on PGlite, every process on PostgreSQL).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insertInto('counters').values([{ name: 'Sayım 1', status: 1 }, { name: 'Sayım 2', status: 1 }, { name: 'Sayım 3', status: 0 }]).execute();
});
afterAll(() => t.close());

const totalOf = async (app: TestApp['app'], url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await t.tokenFor(3)}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
};

/**
 * A row written with the tables' triggers off and in raw SQL: neither the announcement nor this
 * process's own statement watch sees it, so a kept total stays as it was.
 */
const insertUnannounced = (name: string) =>
  t.app.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`insert into counters (name, status) values (${name}, 1)`.execute(trx);
  });

describe('list totals', () => {
  it('keeps a total per list and filter, and forgets it when the table announces a change', async () => {
    expect(t.app.listTotals.live).toBe(true);
    // The setup's own inserts are counted afresh for a moment; then both totals are kept.
    await expect
      .poll(async () => {
        await totalOf(t.app, '/v1/counters');
        await totalOf(t.app, '/v1/counters?status=1');
        return t.app.listTotals.size;
      }, { timeout: 5000, interval: 250 })
      .toBeGreaterThanOrEqual(2);
    const all = await totalOf(t.app, '/v1/counters');
    const active = await totalOf(t.app, '/v1/counters?status=1');
    expect(active).toBe(all - 1);
    // Kept: a row that slipped in unannounced is not counted...
    await insertUnannounced('Sessiz Tezgah');
    expect(await totalOf(t.app, '/v1/counters')).toBe(all);
    expect(await totalOf(t.app, '/v1/counters?status=1')).toBe(active);
    // ...until the table announces any change: every total of the table is forgotten.
    await t.app.db.insertInto('counters').values({ name: 'Duyurulan Tezgah', status: 0 }).execute();
    await expect.poll(() => totalOf(t.app, '/v1/counters')).toBe(all + 2);
    expect(await totalOf(t.app, '/v1/counters?status=1')).toBe(active + 1);
  });

  it('keeps the activity log total, forgotten by the next log row', async () => {
    const url = '/v1/logs/all?page=1&limit=5';
    const before = await totalOf(t.app, url);
    await insertLogUnannounced();
    expect(await totalOf(t.app, url)).toBe(before);
    await t.app.db.insertInto('activity_logs').values({ user_name: 'Test', action: 'update', resource: 'job', description: 'duyurulan', ip: '', user_agent: '' }).execute();
    await expect.poll(() => totalOf(t.app, url)).toBe(before + 2);
  });

  it("forgets a table's totals when a statement of this process writes it, before any announcement", async () => {
    const before = await totalOf(t.app, '/v1/counters?status=0');
    await t.app.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.insertInto('counters').values({ name: 'Kendi Yazdığımız', status: 0 }).execute();
    });
    expect(await totalOf(t.app, '/v1/counters?status=0')).toBe(before + 1);
  });

  // After the tests that need no write request of this process: its own writes read through for a moment.
  it("answers a caller's own write at once", async () => {
    const before = await totalOf(t.app, '/v1/counters');
    const res = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Yeni Sayım Tezgahı', status: 'Aktif' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await totalOf(t.app, '/v1/counters')).toBe(before + 1);
  });

  // Needs PostgreSQL (another process hears NOTIFY): it runs in `npm run test:pg` and CI's PostgreSQL step.
  if (process.env.DATABASE_URL)
    it('forgets a total in another process of the same database (PostgreSQL)', async () => {
      const other = await buildApp({ config: t.config });
      try {
        await expect.poll(() => other.listTotals.live).toBe(true);
        const before = await totalOf(other, '/v1/counters');
        await insertUnannounced('Öteki Süreçte Sessiz');
        expect(await totalOf(other, '/v1/counters')).toBe(before);
        // Written through the first process: the second hears the table's announcement.
        expect((await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Öteki Süreçte Duyurulan', status: 'Aktif' } })).statusCode).toBe(201);
        await expect.poll(() => totalOf(other, '/v1/counters'), { timeout: 5000 }).toBe(before + 2);
      } finally {
        await other.close();
      }
    });
});

const insertLogUnannounced = () =>
  t.app.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`insert into activity_logs (user_name, action, resource, description, ip, user_agent) values ('Test', 'update', 'job', 'sessiz', '', '')`.execute(trx);
  });
