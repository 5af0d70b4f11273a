// A deadline given as a bare day is that day's midnight in Istanbul, however it is typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/i18n/tr/jobs';
import { buildTestApp, type TestApp } from './helpers/app';
import { csvOf, importAs } from './helpers/csvImport';
import { createBench } from './helpers/jobFixtures';

let t: TestApp;
let bench: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  bench = await createBench(t, 'Termin Tezgahı');
});
afterAll(() => t.close());

// 29 November 2026, 00:00 in Istanbul (UTC+3).
const ISTANBUL_MIDNIGHT = '2026-11-28T21:00:00.000Z';
const deadlineOf = async (description: string) =>
  (await t.app.db.selectFrom('jobs').select('deadline').where('description', '=', description).executeTakeFirstOrThrow()).deadline?.toISOString();

describe('a job deadline given as a day', () => {
  it('through the API is the day’s start in Istanbul, and an instant stays as sent', async () => {
    const created = await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Günlük termin', workstationId: bench.id, estimatedHours: 1, deadline: '2026-11-29' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().jobs.deadline).toBe(ISTANBUL_MIDNIGHT);
    const id = created.json().jobs.id as number;
    const moved = await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${id}`, payload: { deadline: '2026-11-30T10:15:00+03:00' } });
    expect(moved.json().jobs.deadline).toBe('2026-11-30T07:15:00.000Z');
    const bulk = await t.injectAs(3, { method: 'PATCH', url: '/v1/jobs', payload: { ids: [id], values: { deadline: '2026-11-29' } } });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await deadlineOf('Günlük termin')).toBe(ISTANBUL_MIDNIGHT);
  });

  it('in a CSV is the same instant written 2026-11-29 or 29.11.2026, and exports back as 29.11.2026 00:00', async () => {
    const head = [jobs.fields.description, jobs.fields.workstationId, jobs.fields.deadline, jobs.fields.estimatedHours];
    const res = await importAs(t, 3, 'jobs', csvOf([head, ['ISO gün', String(bench.id), '2026-11-29', '1'], ['Türkçe gün', String(bench.id), '29.11.2026', '1']]));
    expect(res.statusCode, res.body).toBe(200);
    expect(await deadlineOf('ISO gün')).toBe(ISTANBUL_MIDNIGHT);
    expect(await deadlineOf('Türkçe gün')).toBe(ISTANBUL_MIDNIGHT);
    const exported = await t.injectAs(3, { method: 'GET', url: '/v1/jobs/export?q=ISO gün' });
    expect(exported.body).toContain('"29.11.2026 00:00"');
  });
});
