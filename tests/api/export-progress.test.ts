import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedJobsBulk } from '../../server/db/seed/jobsBulk';
import { EXPORT_COUNT_HEADER } from '../../src/domain/exportCount';
import type { RoleNumber } from '../../src/domain/roles';
import { buildTestApp, type TestApp } from './helpers/app';
import { createBench, createOperation, userIdOf } from './helpers/jobFixtures';
import { userIdOfRole } from './helpers/projectFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedJobsBulk(t.app.db, { jobs: 1200, minutesApart: 60 });
});
afterAll(() => t.close());

/** The export's count header and the data rows its body really holds (cells with line breaks stay one row). */
const exported = async (role: RoleNumber, url: string) => {
  const res = await t.injectAs(role, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;
  return { told: Number(res.headers[EXPORT_COUNT_HEADER]), rows: rows.length - 1, lines: res.body.split('\r\n').length - 2 };
};

describe('the row count an export tells before its rows', () => {
  it('is the number of rows a resource export writes, under the list’s search, filters and row scope', async () => {
    const bench = await createBench(t, 'Sayım Tezgahı');
    const op = await createOperation(t, 'Sayım operasyonu');
    const job = await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Sayım işi', workstationId: bench.id, estimatedHours: 1, quantity: 1, operations: [op], notes: 'ilk satır\r\nikinci satır' } });
    expect(job.statusCode).toBe(201);

    const all = await exported(3, '/v1/jobs/export');
    expect(all.told).toBe(all.rows);
    expect(all.rows).toBeGreaterThan(1200);
    // The note's line break is inside a cell: a count of lines would be one too many.
    expect(all.lines).toBe(all.rows + 1);

    const list = (await t.injectAs(3, { method: 'GET', url: `/v1/jobs?workstationId=${bench.id}&limit=5` })).json();
    const filtered = await exported(3, `/v1/jobs/export?workstationId=${bench.id}`);
    expect(filtered).toMatchObject({ told: 1, rows: 1 });
    expect(list.total).toBe(1);

    const since = new Date(Date.now() - 10 * 24 * 3600_000).toISOString().slice(0, 10);
    const recent = await exported(3, `/v1/jobs/export?startDate=${since}&q=i`);
    expect(recent.told).toBe(recent.rows);
    expect(recent.rows).toBeGreaterThan(0);
    expect(recent.rows).toBeLessThan(all.rows);

    // A customer's export holds only the projects they own.
    const customer = await userIdOfRole(t, 0);
    for (const [name, oem] of [['Müşterinin projesi', customer], ['Başkasının projesi', null]] as const) {
      expect((await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name, ...(oem ? { oem } : {}) } })).statusCode).toBe(201);
    }
    expect(await exported(0, '/v1/projects/export')).toMatchObject({ told: 1, rows: 1 });
    expect((await exported(3, '/v1/projects/export')).told).toBe(2);

    const none = await exported(3, '/v1/counters/export?q=bulunmayan-tezgah');
    expect(none).toMatchObject({ told: 0, rows: 0 });
  });

  it('is the number of rows the activity log export writes: everyone’s for the admin, one’s own for others', async () => {
    const employee = await userIdOf(t, 2);
    await t.injectAs(2, { method: 'POST', url: '/v1/logs', payload: { action: 'download', resource: 'job', resourceId: 1, description: 'Rapor indirildi' } });
    const everyone = await exported(3, '/v1/logs/export');
    expect(everyone.told).toBe(everyone.rows);
    const own = await exported(2, '/v1/logs/export');
    expect(own.told).toBe(own.rows);
    expect(own.rows).toBeGreaterThan(0);
    expect(own.rows).toBeLessThan(everyone.rows);
    const filtered = await exported(3, `/v1/logs/export?userId=${employee}&action=download`);
    expect(filtered).toMatchObject({ told: 1, rows: 1 });
  });

  it('is the number of rows the revenue report writes: every payable job and the three totals', async () => {
    const report = await exported(3, '/v1/prices/report');
    expect(report.told).toBe(report.rows);
    expect(report.rows).toBeGreaterThan(3);
  });
});
