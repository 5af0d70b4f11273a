// The usage report's 'Son 1 / 3 / 12 ay': calendar months back on Istanbul's calendar, as SQL counts them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { createTemplate } from './helpers/projectFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

/** A materials activity of one line, made at `at`. */
const lineAt = async (projectId: number, name: string, at: string) => {
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/activities', payload: { projectId, type: 'materials', title: 'Malzeme', metadata: { materials: [{ name, cost: 10, quantity: 1, unit: 'kg' }] } } });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.db.updateTable('activities').set({ created_at: new Date(at) }).where('id', '=', res.json().activity.id).execute();
};

describe('GET /v1/materials/usage/report?months=1 at the end of a month', () => {
  it('on 31 March reaches back to the last of February, not to 3 March', async () => {
    const template = await createTemplate(t, ['Kesim Adımı']);
    const projectId = (await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Dönem Projesi', projectTemplateId: template.templateId } })).json().project.id as number;
    // 29 February 2024, 23:45 in Istanbul: within a month of 31 March 13:00.
    await lineAt(projectId, 'Şubat sonu', '2024-02-29T20:45:00Z');
    // 1 March 2024, 00:15 in Istanbul.
    await lineAt(projectId, 'Mart başı', '2024-02-29T21:15:00Z');
    // 29 February 2024, 12:00 in Istanbul: more than a month before.
    await lineAt(projectId, 'Şubat öğle', '2024-02-29T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-03-31T10:00:00Z') });
    const res = await t.injectAs(3, { method: 'GET', url: '/v1/materials/usage/report?months=1' });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report.byMaterial.map((g: { key: string }) => g.key).sort()).toEqual(['Mart başı', 'Şubat sonu']);
    expect(report).toMatchObject({ lines: 2, totalCost: 20 });
    expect(report.byMonth).toEqual([
      { key: '2024-02', unit: '', quantity: 1, lines: 1, cost: 10 },
      { key: '2024-03', unit: '', quantity: 1, lines: 1, cost: 10 },
    ]);
  });
});
