import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, buildTestApp, type TestApp } from './helpers/app';
import { createBench } from './helpers/jobFixtures';
import { createAccount } from './helpers/projectFixtures';

let t: TestApp;
const FORBIDDEN = 'Bu işlem için yetkiniz bulunmuyor.';
const idOf = async (role: number) =>
  (await t.app.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.find((u) => u.role === role)!.email).executeTakeFirstOrThrow()).id;

interface Row {
  userId: number | null;
  userName: string;
  action: string;
  resource?: string;
  resourceId?: string | null;
  description?: string;
  ip?: string;
  minutesAgo: number;
}
const insert = (rows: Row[]) =>
  t.app.db
    .insertInto('activity_logs')
    .values(
      rows.map((r) => ({
        user_id: r.userId,
        user_name: r.userName,
        action: r.action,
        resource: r.resource ?? 'counter',
        resource_id: r.resourceId ?? null,
        description: r.description ?? `${r.action} işlemi`,
        ip: r.ip ?? '10.0.0.1',
        user_agent: 'vitest',
        created_at: new Date(Date.now() - r.minutesAgo * 60_000),
      })),
    )
    .execute();

type Log = { id: number; userId: number; userName: string; action: string; resource: string; resourceId: string | null; description: string; createdAt: string };
const get = async (role: 0 | 1 | 2 | 3 | 4, url: string) => {
  const res = await t.injectAs(role, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: boolean; logs: Log[]; total: number; pagination: { totalPages: number; total: number; page: number; limit: number } };
};

let adminId: number;
let employeeId: number;
beforeAll(async () => {
  t = await buildTestApp();
  adminId = await idOf(3);
  employeeId = await idOf(2);
  // 130 rows of one action, a minute apart (index 0 newest), for the paging scenario.
  await insert(Array.from({ length: 130 }, (_, i) => ({ userId: adminId, userName: 'Ayşe Yönetici', action: 'paging', minutesAgo: 1000 + i, description: `Sayfa kaydı ${i}` })));
  await insert([
    { userId: employeeId, userName: 'Ali Çalışkan', action: 'update', resource: 'job', resourceId: '42', description: 'İŞ #42 güncellendi', ip: '192.168.7.9', minutesAgo: 5 },
    { userId: employeeId, userName: 'Ali Çalışkan', action: 'create', resource: 'job', resourceId: '43', description: '=HYPERLINK("x") iş eklendi', minutesAgo: 6 },
    { userId: adminId, userName: 'Ayşe Yönetici', action: 'update', resource: 'job', resourceId: '42', description: 'İş #42 fiyatı değişti', minutesAgo: 7 },
    { userId: adminId, userName: 'Ayşe Yönetici', action: 'delete', resource: 'counter', description: '%100 indirim_kodu silindi', minutesAgo: 3 * 24 * 60 },
  ]);
});
afterAll(() => t.close());

describe('GET /v1/logs/all', () => {
  it('pages 50 at a time: page 3 of 130 rows holds the last 30, newest first, no row twice', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => get(3, `/v1/logs/all?action=paging&page=${p}`)));
    expect(pages.map((p) => p.logs.length)).toEqual([50, 50, 30]);
    expect(pages[2]!.pagination).toEqual({ totalPages: 3, total: 130, page: 3, limit: 50 });
    const all = pages.flatMap((p) => p.logs);
    expect(new Set(all.map((l) => l.id)).size).toBe(130);
    expect(all.map((l) => l.description)).toEqual(Array.from({ length: 130 }, (_, i) => `Sayfa kaydı ${i}`));
    expect((await get(3, '/v1/logs/all?action=paging&page=4')).logs).toEqual([]);
  });

  it('answers every row in the spec entry shape, everyone’s rows, with the total', async () => {
    const body = await get(3, '/v1/logs/all?limit=100');
    const count = await t.app.db.selectFrom('activity_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(body.pagination.total).toBe(Number(count.n));
    expect(new Set(body.logs.map((l) => l.userName))).toEqual(new Set(['Ayşe Yönetici', 'Ali Çalışkan']));
    expect(Object.keys(body.logs[0]!)).toEqual(expect.arrayContaining(['id', 'createdAt', 'userName', 'description', 'ip', 'userAgent', 'action', 'resource', 'resourceId']));
    expect(typeof body.logs[0]!.id).toBe('number');
    expect(body.logs[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('searches description, user name and IP ignoring Turkish case; wildcards are literal', async () => {
    expect((await get(3, '/v1/logs/all?search=iş%20%2342')).logs.map((l) => l.resourceId)).toEqual(['42', '42']);
    expect((await get(3, '/v1/logs/all?search=ÇALIŞKAN')).total).toBe(2);
    expect((await get(3, '/v1/logs/all?q=192.168.7')).logs.map((l) => l.description)).toEqual(['İŞ #42 güncellendi']);
    expect((await get(3, '/v1/logs/all?search=%25100')).total).toBe(1);
    expect((await get(3, '/v1/logs/all?search=_kod')).total).toBe(1);
    expect((await get(3, '/v1/logs/all?search=%25')).total).toBe(1);
  });

  it('searches the action, the resource and the browser too (every text the log shows or filters on)', async () => {
    expect((await get(3, '/v1/logs/all?search=PAGİNG')).total).toBe(130);
    expect((await get(3, '/v1/logs/all?search=counter')).total).toBe(131);
    const all = (await get(3, '/v1/logs/all')).total;
    expect((await get(3, '/v1/logs/all?search=VİTEST')).total).toBe(all);
  });

  it('filters by action, resource, user and dates', async () => {
    expect((await get(3, '/v1/logs/all?action=update')).logs.map((l) => l.resourceId)).toEqual(['42', '42']);
    expect((await get(3, '/v1/logs/all?action=update&resource=job&userId=' + employeeId)).total).toBe(1);
    expect((await get(3, '/v1/logs/all?resource=job')).total).toBe(3);
    const from = new Date(Date.now() - 60 * 60_000).toISOString();
    expect((await get(3, `/v1/logs/all?from=${encodeURIComponent(from)}&resource=job`)).total).toBe(3);
    const to = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    expect((await get(3, `/v1/logs/all?to=${encodeURIComponent(to)}&action=delete`)).total).toBe(1);
    expect((await get(3, '/v1/logs/all?action=&resource=')).pagination.total).toBeGreaterThan(130);
  });

  it('refuses bad queries and every role but the admin', async () => {
    for (const url of ['/v1/logs/all?limit=101', '/v1/logs/all?page=0', '/v1/logs/all?action=a%20b', '/v1/logs/all?from=dün', '/v1/logs/all?userId=x'])
      expect((await t.injectAs(3, { method: 'GET', url })).statusCode, url).toBe(400);
    for (const role of [0, 1, 2, 4] as const) {
      const res = await t.injectAs(role, { method: 'GET', url: '/v1/logs/all' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN);
    }
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/logs/all' })).statusCode).toBe(401);
  });
});

describe('GET /v1/logs/my-logs', () => {
  it('answers only the caller’s own rows, whatever userId is asked for, with the same filters', async () => {
    const mine = await get(2, `/v1/logs/my-logs?userId=${adminId}`);
    expect(mine.total).toBe(2);
    expect(mine.logs.every((l) => l.userId === employeeId)).toBe(true);
    expect((await get(2, '/v1/logs/my-logs?search=hyperlink')).total).toBe(1);
    expect((await get(2, '/v1/logs/my-logs?action=paging')).total).toBe(0);
    expect((await get(0, '/v1/logs/my-logs')).pagination).toEqual({ totalPages: 1, total: 0, page: 1, limit: 50 });
  });
});

describe('GET /v1/logs/resource/:resource/:resourceId', () => {
  it('answers one record’s history to the admin only', async () => {
    const body = await get(3, '/v1/logs/resource/job/42');
    expect(body.logs.map((l) => l.description)).toEqual(['İŞ #42 güncellendi', 'İş #42 fiyatı değişti']);
    expect((await t.injectAs(2, { method: 'GET', url: '/v1/logs/resource/job/42' })).statusCode).toBe(403);
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/logs/resource/j%20b/42' })).statusCode).toBe(400);
  });
});

describe('POST /v1/logs', () => {
  const post = (payload: unknown, role: 0 | 2 | 3 | 4 | null = 3, headers?: Record<string, string>) => t.injectAs(role, { method: 'POST', url: '/v1/logs', payload, headers });
  const clientRows = () => t.app.db.selectFrom('activity_logs').selectAll().where('action', 'in', ['view', 'download', 'print']).orderBy('id').execute();
  let jobId: number;
  let projectId: number;
  beforeAll(async () => {
    const bench = await createBench(t, 'Log Tezgahı');
    jobId = (await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Flanş tornalama', workstationId: bench.id, estimatedHours: 1 } })).json().jobs.id;
    projectId = (await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Kayıt Projesi', oem: await idOf(0) } })).json().project.id;
  });

  it('records a view of a record the caller reads, worded by the server, with the caller as actor', async () => {
    const res = await post({ action: 'view', resource: 'job', resourceId: jobId, description: '  İş #7 SİLİNDİ ', userName: 'Sahte' }, 4);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Kayıt eklendi' });
    const [row] = (await get(4, '/v1/logs/my-logs?action=view')).logs;
    expect(row).toMatchObject({ userName: 'Mehmet Usta', userId: await idOf(4), resource: 'job', resourceId: String(jobId), description: 'İş Listesi: "Flanş tornalama" görüntülendi' });
    // The customer views their own project; the id may come as digits.
    expect((await post({ action: 'print', resource: 'project', resourceId: String(projectId) }, 0)).statusCode).toBe(201);
    expect((await clientRows()).at(-1)).toMatchObject({ user_id: await idOf(0), resource: 'project', description: 'Projeler: "Kayıt Projesi" yazdırıldı' });
  });

  // Issue 21: any resource, any id and any text used to land in a record's history as if real.
  it('refuses records the caller may not read, unknown ones and undeclared resources, writing nothing', async () => {
    const before = (await clientRows()).length;
    const stranger = await createAccount(t, 0, 'Yabanci');
    const refusals: [unknown, 0 | 2 | 3 | 4, number][] = [
      [{ action: 'view', resource: 'job', resourceId: jobId }, 0, 403], // customers never read jobs
      [{ action: 'view', resource: 'job', resourceId: 987_654 }, 3, 404],
      [{ action: 'view', resource: 'project', resourceId: projectId + 1000 }, 3, 404],
      [{ action: 'download', resource: 'user', resourceId: await idOf(3) }, 3, 400], // not a declared resource
      [{ action: 'view', resource: 'auth', resourceId: 1 }, 3, 400],
      [{ action: 'view', resource: 'job' }, 3, 400],
      [{ action: 'view', resource: 'job', resourceId: null }, 3, 400],
      [{ action: 'view', resource: 'job', resourceId: '1.5' }, 3, 400],
      [{ action: 'view', resource: 'job', resourceId: 2_147_483_648 }, 3, 400],
      [{ action: 'view', resource: 'job', resourceId: jobId, description: 'x'.repeat(501) }, 3, 400],
    ];
    for (const [payload, role, status] of refusals) expect((await post(payload, role)).statusCode, JSON.stringify(payload)).toBe(status);
    // Another customer's project is outside the stranger's rows: 404, as reading it is.
    const outside = await t.app.inject({ method: 'POST', url: '/v1/logs', headers: stranger.bearer, payload: { action: 'view', resource: 'project', resourceId: projectId } });
    expect(outside.statusCode).toBe(404);
    expect((await post({ action: 'view', resource: 'job', resourceId: jobId }, null)).statusCode).toBe(401);
    expect((await clientRows()).length).toBe(before);
  });

  it('accepts only the declared client events, never a change the server would log itself', async () => {
    const send = (action: string) => post({ action, resource: 'job', resourceId: jobId, description: 'Sahte kayıt' });
    for (const action of ['create', 'update', 'delete', 'login', 'import', 'upload']) expect((await send(action)).statusCode, action).toBe(400);
    expect((await send('download')).statusCode).toBe(201);
    const rows = await t.app.db.selectFrom('activity_logs').select(['action', 'description']).where('resource', '=', 'job').where('resource_id', '=', String(jobId)).where('action', '<>', 'create').execute();
    expect(rows.map((r) => r.action)).toEqual(['view', 'download']);
    expect(rows.map((r) => r.description)).not.toContain('Sahte kayıt');
  });
});

describe('GET /v1/logs/export', () => {
  it('streams the filtered log as CSV: BOM, heading, every field quoted, formulas defused', async () => {
    const res = await t.injectAs(3, { method: 'GET', url: `/v1/logs/export?resource=job&userId=${employeeId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="aktivite-kayitlari-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF"Tarih";"Kullanıcı";"Açıklama";"IP";"Tarayıcı";"İşlem";"Kaynak";"Kaynak No"\r\n')).toBe(true);
    const rows = Papa.parse<string[]>(res.body.slice(1).trim(), { delimiter: ';' }).data;
    expect(rows).toHaveLength(3);
    // The action and the resource by their Turkish names, as the screen's filters show them.
    expect(rows[1]!.slice(1)).toEqual(['Ali Çalışkan', 'İŞ #42 güncellendi', '192.168.7.9', 'vitest', 'Güncelleme', 'İş', '42']);
    expect(rows[1]![0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(rows[2]![2]).toBe(`'=HYPERLINK("x") iş eklendi`);
  });

  it('walks past one batch without losing or repeating rows', async () => {
    await insert(Array.from({ length: 2100 }, (_, i) => ({ userId: null, userName: 'Toplu', action: 'bulk', minutesAgo: 20_000 + (i % 700) })));
    const rows = Papa.parse<string[]>((await t.injectAs(3, { method: 'GET', url: '/v1/logs/export?action=bulk' })).body.slice(1).trim(), { delimiter: ';' }).data;
    expect(rows).toHaveLength(2101);
  });

  it('gives everyone else only their own rows', async () => {
    const rows = Papa.parse<string[]>((await t.injectAs(2, { method: 'GET', url: '/v1/logs/export' })).body.slice(1).trim(), { delimiter: ';' }).data;
    expect(rows.slice(1).every((r) => r[1] === 'Ali Çalışkan')).toBe(true);
    expect(rows).toHaveLength(3);
  });
});

describe('DELETE /v1/logs/clear', () => {
  it('is refused to everyone but the admin', async () => {
    for (const role of [0, 1, 2, 4] as const) expect((await t.injectAs(role, { method: 'DELETE', url: '/v1/logs/clear' })).statusCode).toBe(403);
  });

  it('clears the log and records the clearing as its first row', async () => {
    const res = await t.injectAs(3, { method: 'DELETE', url: '/v1/logs/clear' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Aktivite kayıtları temizlendi' });
    expect(res.json().cleared).toBeGreaterThan(2000);
    const { logs, total } = await get(3, '/v1/logs/all');
    expect(total).toBe(1);
    expect(logs[0]).toMatchObject({ action: 'clear', resource: 'activity_log', userName: 'Ayşe Yönetici', description: `Aktivite kayıtları temizlendi (${res.json().cleared} kayıt silindi)` });
  });
});
