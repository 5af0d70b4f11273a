import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { createBench } from './helpers/jobFixtures';
import { jobsResource } from '../../src/domain/resources/jobs';
import { benchesResource } from '../../src/domain/resources/benches';
import { createResourceStore } from '../../server/db/resourceStore';
import { jobComputedFields } from '../../server/services/jobs/jobSql';
import { hiddenFrom, presentFor } from '../../server/services/fieldRights';

/*
 * Declared lists answer with records PostgreSQL writes as JSON (resourceStore.listJson). These
 * pin what that JSON must keep of the record mapping: exact text, instants as ISO, numbers as
 * numbers, choice ids, fields hidden by role, and the total past the last page.
 */
let t: TestApp;
let bench: { id: number; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  bench = await createBench(t, 'Kayar Otomat "7"');
});
afterAll(() => t.close());

const AWKWARD = 'Çift "tırnak", ters \\ bölü\nyeni satır\tsekme \u0001 İĞÜŞÖÇ ığüşöç 🛠 </script>';

describe('a declared list built as JSON by the database', () => {
  it('answers text, instants, money and hours exactly as the record it stored', async () => {
    const deadline = '2026-12-31T21:59:58.123Z';
    const created = await t.injectAs(3, {
      method: 'POST',
      url: '/v1/jobs',
      payload: { title: AWKWARD, description: AWKWARD, workstationId: bench.id, estimatedHours: 1.25, quantity: 3, unitPrice: 12.35, deadline, priority: 'urgent' },
    });
    expect(created.statusCode).toBe(201);
    const res = await t.injectAs(3, { method: 'GET', url: `/v1/jobs?page=1&limit=5&q=${encodeURIComponent('tırnak", TERS')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 1 });
    const [job] = body.jobs;
    expect(job).toEqual(created.json().jobs);
    expect(job).toMatchObject({ title: AWKWARD, description: AWKWARD, workstationName: 'Kayar Otomat "7"', estimatedHours: 1.25, unitPrice: 12.35, totalPrice: 37.05, deadline, priority: 'urgent', status: 'pending' });
    expect(job.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Object.keys(job)).toEqual(Object.keys(created.json().jobs));
  });

  it('leaves out the price fields for a role that may not see prices, keeping the rest in order', async () => {
    const admin = (await t.injectAs(3, { method: 'GET', url: '/v1/jobs?page=1&limit=50' })).json().jobs;
    const employee = (await t.injectAs(2, { method: 'GET', url: '/v1/jobs?page=1&limit=50' })).json().jobs;
    expect(employee.length).toBeGreaterThan(0);
    for (const job of employee) {
      expect(job).not.toHaveProperty('unitPrice');
      expect(job).not.toHaveProperty('totalPrice');
      const { unitPrice: _u, totalPrice: _t, ...rest } = admin.find((a: { id: number }) => a.id === job.id);
      expect(Object.keys(job)).toEqual(Object.keys(rest));
    }
  });

  it('answers stored choices by their screen ids (a bench stored as 1 or 0 is Aktif or Pasif)', async () => {
    await createBench(t, 'Pasif Tezgah', 'Pasif');
    const benches = (await t.injectAs(3, { method: 'GET', url: '/v1/counters?page=1&limit=100' })).json().data as { name: string; status: string }[];
    expect(benches.find((b) => b.name === 'Pasif Tezgah')?.status).toBe('Pasif');
    expect(benches.find((b) => b.name === bench.name)?.status).toBe('Aktif');
  });

  it('still counts the matches on a page past the last one', async () => {
    const res = (await t.injectAs(3, { method: 'GET', url: `/v1/jobs?page=99&limit=5&q=${encodeURIComponent('tırnak", TERS')}` })).json();
    expect(res).toMatchObject({ success: true, jobs: [], total: 1 });
  });

  it('matches the record mapping for every role, straight from the store', async () => {
    const jobs = createResourceStore(t.app.db, jobsResource, { computed: jobComputedFields });
    const counters = createResourceStore(t.app.db, benchesResource);
    const params = { page: 1, limit: 100, filters: {} };
    for (const role of [2, 3, 4] as const) {
      const page = await jobs.listJson(params, hiddenFrom(jobsResource, role));
      const mapped = await jobs.list(params);
      expect(page.total).toBe(mapped.total);
      expect(JSON.parse(page.json)).toEqual(JSON.parse(JSON.stringify(mapped.rows.map(presentFor(jobsResource, role)))));
    }
    const page = await counters.listJson(params);
    expect(JSON.parse(page.json)).toEqual(JSON.parse(JSON.stringify((await counters.list(params)).rows)));
  });
});
