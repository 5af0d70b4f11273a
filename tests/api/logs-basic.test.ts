import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_USERS, type TestApp } from './helpers/app';

let t: TestApp;
const idOf = async (role: number) =>
  (await t.app.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.find((u) => u.role === role)!.email).executeTakeFirstOrThrow()).id;

/** Rows one minute apart, newest last, so the expected order is known. */
const seedLogs = async (userId: number, userName: string, count: number, action = 'update', startMinutesAgo = 500) => {
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: userId,
    user_name: userName,
    action,
    resource: 'counter',
    description: `${userName} işlem ${i + 1}`,
    ip: '10.0.0.1',
    user_agent: 'vitest',
    created_at: new Date(Date.now() - (startMinutesAgo - i) * 60_000),
  }));
  await t.app.db.insertInto('activity_logs').values(rows).execute();
};

let adminId: number;
let customerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  adminId = await idOf(3);
  customerId = await idOf(0);
  await seedLogs(adminId, 'Ayşe Yönetici', 8, 'update', 600);
  await seedLogs(customerId, 'Can Müşteri', 4, 'login', 300);
  await seedLogs(adminId, 'Ayşe Yönetici', 60, 'create', 200);
});
afterAll(() => t.close());

describe('GET /v1/logs/recent', () => {
  it('gives admins the newest rows of everyone, 10 by default, in the spec’s entry shape', async () => {
    await seedLogs(customerId, 'Can Müşteri', 1, 'login', 1);
    const res = await t.injectAs(3, { method: 'GET', url: '/v1/logs/recent' });
    expect(res.statusCode).toBe(200);
    const { success, logs } = res.json();
    expect(success).toBe(true);
    expect(logs).toHaveLength(10);
    expect(logs[0]).toMatchObject({ userName: 'Can Müşteri', action: 'login', resource: 'counter', ip: '10.0.0.1', userAgent: 'vitest' });
    expect(Object.keys(logs[0])).toEqual(expect.arrayContaining(['id', 'createdAt', 'userName', 'description', 'ip', 'userAgent', 'action', 'resource']));
    const times = logs.map((l: { createdAt: string }) => Date.parse(l.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('gives everyone else only their own rows', async () => {
    const res = await t.injectAs(0, { method: 'GET', url: '/v1/logs/recent?limit=50' });
    const logs = res.json().logs as { userName: string }[];
    expect(logs).toHaveLength(5);
    expect(new Set(logs.map((l) => l.userName))).toEqual(new Set(['Can Müşteri']));
    expect((await t.injectAs(2, { method: 'GET', url: '/v1/logs/recent' })).json().logs).toEqual([]);
  });

  it('honours limit within 1..50 and refuses anonymous callers', async () => {
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/logs/recent?limit=3' })).json().logs).toHaveLength(3);
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/logs/recent?limit=0' })).statusCode).toBe(400);
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/logs/recent?limit=51' })).statusCode).toBe(400);
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/logs/recent' })).statusCode).toBe(401);
  });
});

describe('GET /v1/logs/my-logs', () => {
  it('pages the caller’s own rows with the spec’s pagination block', async () => {
    const first = (await t.injectAs(3, { method: 'GET', url: '/v1/logs/my-logs' })).json();
    expect(first.success).toBe(true);
    expect(first.logs).toHaveLength(50);
    expect(first.pagination).toEqual({ totalPages: 2, total: 68, page: 1, limit: 50 });
    const second = (await t.injectAs(3, { method: 'GET', url: '/v1/logs/my-logs?page=2&limit=50' })).json();
    expect(second.logs).toHaveLength(18);
    const ids = new Set([...first.logs, ...second.logs].map((l: { id: number }) => l.id));
    expect(ids.size).toBe(68);
    expect([...first.logs, ...second.logs].every((l: { userId: number }) => l.userId === adminId)).toBe(true);
  });

  it('filters by action and resource', async () => {
    const res = (await t.injectAs(3, { method: 'GET', url: '/v1/logs/my-logs?action=update&resource=counter&limit=100' })).json();
    expect(res.pagination.total).toBe(8);
    expect(res.logs.every((l: { action: string }) => l.action === 'update')).toBe(true);
    expect((await t.injectAs(0, { method: 'GET', url: '/v1/logs/my-logs?action=update' })).json().pagination.total).toBe(0);
  });

  it('refuses a limit over 100, a page under 1 and anonymous callers', async () => {
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/logs/my-logs?limit=101' })).statusCode).toBe(400);
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/logs/my-logs?page=0' })).statusCode).toBe(400);
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/logs/my-logs' })).statusCode).toBe(401);
  });

  it('answers an empty last page with totalPages 1 for a user without rows', async () => {
    expect((await t.injectAs(4, { method: 'GET', url: '/v1/logs/my-logs' })).json()).toMatchObject({ logs: [], pagination: { total: 0, totalPages: 1, page: 1, limit: 50 } });
  });
});
