// Issue 25, bulk changes: PATCH and DELETE on a declared resource's path, by ids or by the list's
// filter, all or nothing, each record judged as its single change would be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX } from '../../src/domain/resources/bulkLimits';
import { jobs as jobTexts } from '../../src/i18n/tr/jobs';
import { pricing } from '../../src/i18n/tr/pricing';
import { buildTestApp, type TestApp } from './helpers/app';
import { createBench } from './helpers/jobFixtures';
import { createAccount, userIdOfRole } from './helpers/projectFixtures';

let t: TestApp;
let bench: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  bench = await createBench(t, 'Toplu Tezgah');
});
afterAll(() => t.close());

type Role = 0 | 1 | 2 | 3 | 4;
const as = (role: Role, method: string, url: string, payload?: unknown) => t.injectAs(role, { method, url, payload });

const createJobs = async (n: number, extra: Record<string, unknown> = {}): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await as(3, 'POST', '/v1/jobs', { description: `Toplu iş ${i}`, workstationId: bench.id, estimatedHours: 1, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().jobs.id);
  }
  return ids;
};

const statusesOf = async (ids: number[]) =>
  (await t.app.db.selectFrom('jobs').select(['id', 'status']).where('id', 'in', ids).orderBy('id').execute()).map((r) => r.status);

const bulkLogRows = (ids: number[], action: string) =>
  t.app.db.selectFrom('activity_logs').select(['resource_id', 'description', 'user_name']).where('action', '=', action).where('resource', '=', 'job').where('resource_id', 'in', ids.map(String)).execute();

describe('bulk update', () => {
  it('changes one field of the records named by id, in one request, with one log row each', async () => {
    const ids = await createJobs(3);
    const res = await as(3, 'PATCH', '/v1/jobs', { ids, values: { status: 'in-progress' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, updated: 3, message: '3 kayıt güncellendi.' });
    expect(await statusesOf(ids)).toEqual(['in-progress', 'in-progress', 'in-progress']);
    const logs = await bulkLogRows(ids, 'update');
    expect(logs).toHaveLength(3);
    expect(logs[0]!.description).toContain('toplu güncellemeyle');
    // The database's own rule still runs per row: the first start is stamped.
    const started = await t.app.db.selectFrom('jobs').select('started_at').where('id', 'in', ids).execute();
    expect(started.every((r) => r.started_at !== null)).toBe(true);
    // The record history keeps one entry per record, marked as a bulk change.
    const history = await t.app.db.selectFrom('record_changes').select(['record_id', 'origin']).where('resource', '=', 'jobs').where('action', '=', 'update').where('record_id', 'in', ids).execute();
    expect(history.map((h) => h.origin)).toEqual(['bulk', 'bulk', 'bulk']);
  });

  it('changes several fields at once, the behaviour completing them (the bench name follows its id)', async () => {
    const other = await createBench(t, 'Freze 2');
    const ids = await createJobs(2);
    const res = await as(4, 'PATCH', '/v1/jobs', { ids, values: { workstationId: other.id, priority: 'urgent' } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.app.db.selectFrom('jobs').select(['workstation_id', 'workstation_name', 'priority']).where('id', 'in', ids).execute();
    expect(rows).toEqual([
      { workstation_id: other.id, workstation_name: 'Freze 2', priority: 'urgent' },
      { workstation_id: other.id, workstation_name: 'Freze 2', priority: 'urgent' },
    ]);
  });

  it('changes every record the filter selects, and only those', async () => {
    const marked = await createJobs(3, { priority: 'low', notes: 'filtre' });
    const others = await createJobs(1, { priority: 'high' });
    const res = await as(3, 'PATCH', '/v1/jobs', { filter: { priority: 'low', q: 'Toplu iş' }, values: { status: 'cancelled' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updated).toBeGreaterThanOrEqual(3);
    expect(await statusesOf(marked)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await statusesOf(others)).toEqual(['pending']);
  });

  it('writes nothing when one record is refused, and lists it with its Turkish reason', async () => {
    const ids = await createJobs(3, { unitPrice: 10, quantity: 1 });
    await t.app.db.updateTable('jobs').set({ paid_at: new Date(), payment_method: 'cash' }).where('id', '=', ids[1]!).execute();
    const before = await t.app.db.selectFrom('jobs').select(['id', 'unit_price', 'updated_at']).where('id', 'in', ids).orderBy('id').execute();
    const logsBefore = (await bulkLogRows(ids, 'update')).length;
    const res = await as(3, 'PATCH', '/v1/jobs', { ids, values: { unitPrice: 25 } });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: '1 kayıt değiştirilemiyor; hiçbir kayıt değiştirilmedi.', refused: [{ id: ids[1], message: pricing.server.paidPriceLocked }] });
    expect(await t.app.db.selectFrom('jobs').select(['id', 'unit_price', 'updated_at']).where('id', 'in', ids).orderBy('id').execute()).toEqual(before);
    expect(await bulkLogRows(ids, 'update')).toHaveLength(logsBefore);
  });

  it('refuses ids the caller cannot find as each alone would be (404), writing nothing', async () => {
    const ids = await createJobs(1);
    const res = await as(3, 'PATCH', '/v1/jobs', { ids: [...ids, 987654], values: { status: 'completed' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().refused).toEqual([{ id: 987654, message: 'İstenen kaynak bulunamadı.' }]);
    expect(await statusesOf(ids)).toEqual(['pending']);
  });

  it("holds an employee to the fields' rights (403, the field's Turkish message)", async () => {
    const ids = await createJobs(2, { unitPrice: 10 });
    const res = await as(2, 'PATCH', '/v1/jobs', { ids, values: { unitPrice: 99 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().refused.map((r: { message: string }) => r.message)).toEqual([jobTexts.priceLocked, jobTexts.priceLocked]);
    const prices = await t.app.db.selectFrom('jobs').select('unit_price').where('id', 'in', ids).execute();
    expect(prices.map((p) => Number(p.unit_price))).toEqual([10, 10]);
    // The same employee may change a field their role writes.
    expect((await as(2, 'PATCH', '/v1/jobs', { ids, values: { priority: 'high' } })).statusCode).toBe(200);
  });

  it('keeps a customer to their own projects: another customer\'s is refused as missing, and nothing moves', async () => {
    const [customer, manager] = [await userIdOfRole(t, 0), await userIdOfRole(t, 4)];
    const rival = await createAccount(t, 0, 'RakipToplu');
    const create = async (oem: number) => (await as(3, 'POST', '/v1/projects', { name: `Proje ${oem}`, projectManager: manager, oem })).json().project.id as number;
    const own = await create(customer);
    const theirs = await create(rival.id);
    const res = await as(0, 'PATCH', '/v1/projects', { ids: [own, theirs], values: { priority: 'critical' } });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().refused).toEqual([{ id: theirs, message: 'İstenen kaynak bulunamadı.' }]);
    const rows = await t.app.db.selectFrom('projects').select('priority').where('id', 'in', [own, theirs]).execute();
    expect(rows.map((r) => r.priority)).toEqual(['medium', 'medium']);
    // By filter, the customer's rows only: the rival's project is never among them.
    const byFilter = await as(0, 'PATCH', '/v1/projects', { filter: {}, values: { priority: 'high' } });
    expect(byFilter.statusCode, byFilter.body).toBe(200);
    const after = await t.app.db.selectFrom('projects').select(['id', 'priority']).where('id', 'in', [own, theirs]).orderBy('id').execute();
    expect(after).toEqual([{ id: own, priority: 'high' }, { id: theirs, priority: 'medium' }]);
  });

  it('refuses more than the cap with a Turkish 400 before reading anything', async () => {
    const ids = Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1);
    const res = await as(3, 'PATCH', '/v1/jobs', { ids, values: { status: 'completed' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tek seferde en fazla 5.000 kayıt değiştirilebilir; 5.001 kayıt seçildi. Filtreyi daraltın.');
  });

  it('refuses a body that names no records, both ways, no field, or a filter the list does not know', async () => {
    const ids = await createJobs(1);
    const cases = [
      { values: { status: 'completed' } },
      { ids, filter: {}, values: { status: 'completed' } },
      { ids, values: {} },
      { ids, values: { status: 'bitti' } },
      { filter: { renk: 'mavi' }, values: { status: 'completed' } },
      { ids: [], values: { status: 'completed' } },
    ];
    for (const body of cases) {
      const res = await as(3, 'PATCH', '/v1/jobs', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(/[a-zçğıöşü]/i);
    }
    expect(await statusesOf(ids)).toEqual(['pending']);
  });

  it('is refused to roles without write access (403) and strangers (401)', async () => {
    expect((await as(1, 'PATCH', '/v1/jobs', { filter: {}, values: { status: 'completed' } })).statusCode).toBe(403);
    expect((await as(null as never, 'DELETE', '/v1/jobs', { filter: {} })).statusCode).toBe(401);
  });
});

describe('bulk delete', () => {
  it('deletes the records named, with one log row each', async () => {
    const ids = await createJobs(3);
    const res = await as(3, 'DELETE', '/v1/jobs', { ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, deleted: 3, message: '3 kayıt silindi.' });
    expect(await statusesOf(ids)).toEqual([]);
    expect(await bulkLogRows(ids, 'delete')).toHaveLength(3);
  });

  it("keeps every record when one may not be deleted (an employee and a job they did not create)", async () => {
    const employee = await createAccount(t, 2, 'SilenCalisan');
    const own = (await t.app.inject({ method: 'POST', url: '/v1/jobs', headers: employee.bearer, payload: { description: 'Kendi işim', workstationId: bench.id, estimatedHours: 1 } })).json().jobs.id as number;
    const [admins] = await createJobs(1);
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/jobs', headers: employee.bearer, payload: { ids: [own, admins] } });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().refused).toEqual([{ id: admins, message: jobTexts.deleteForbidden }]);
    expect(await statusesOf([own, admins])).toEqual(['pending', 'pending']);
  });

  it('deletes by filter, within the cap', async () => {
    const ids = await createJobs(2, { notes: 'silinecek', priority: 'urgent', description: 'Silinecek toplu iş' });
    const res = await as(3, 'DELETE', '/v1/jobs', { filter: { q: 'Silinecek toplu' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deleted).toBe(2);
    expect(await statusesOf(ids)).toEqual([]);
  });

  it('answers 409 with the declaration\'s message when other rows still use a record', async () => {
    const op = (await as(3, 'POST', '/v1/operations', { name: 'Toplu Kaynak', description: 'Kaynak işlemi', status: 'active' })).json().operations._id as number;
    await createJobs(1, { operations: [op] });
    const res = await as(3, 'DELETE', '/v1/operations', { ids: [op] });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await t.app.db.selectFrom('operations').select('id').where('id', '=', op).executeTakeFirst()).toBeDefined();
  });
});
