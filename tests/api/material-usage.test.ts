// 'Siparişlerde Kullanılan Malzemeler': the supply panel's list of what the projects' materials activities used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { createTemplate } from './helpers/projectFixtures';

let t: TestApp;
let template: { templateId: number; stepIds: number[] };
beforeAll(async () => {
  t = await buildTestApp();
  template = await createTemplate(t, ['Kesim Adımı', 'Kaynak Adımı']);
});
afterAll(() => t.close());

const project = async (name: string) => (await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name, projectTemplateId: template.templateId } })).json().project.id as number;
const materials = async (projectId: number, lines: Record<string, unknown>[], stepTemplateId?: number) => {
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/activities', payload: { projectId, stepTemplateId, type: 'materials', title: 'Malzeme', metadata: { materials: lines } } });
  expect(res.statusCode, res.body).toBe(201);
};
const usage = (query = '', role: 0 | 1 | 2 | 3 | 4 = 3) => t.injectAs(role, { method: 'GET', url: `/v1/materials/usage${query}` });

describe('GET /v1/materials/usage', () => {
  it('lists every material line, newest activity first, with its project, step and cost to the kuruş; the total costs every match', async () => {
    const press = await project('Pres Gövdesi');
    const conveyor = await project('Konveyör Şasesi');
    await materials(press, [{ name: 'St37 sac', cost: 23.55, quantity: 38.5, unit: 'kg', supplier: 'Kaya Metal' }], template.stepIds[0]);
    await materials(conveyor, [
      { name: 'Cıvata M8', cost: 0.35, quantity: 40, unit: 'adet' },
      { name: 'S235 profil', cost: 41.2, quantity: 12, unit: 'kg', supplier: 'Ege Çelik' },
    ], template.stepIds[1]);
    const res = await usage();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.lines.map((l: { name: string }) => l.name)).toEqual(['Cıvata M8', 'S235 profil', 'St37 sac']);
    expect(body.lines[0]).toMatchObject({ projectId: conveyor, projectName: 'Konveyör Şasesi', stepName: 'Kaynak Adımı', quantity: 40, unit: 'adet', unitCost: 0.35, cost: 14, supplier: null, line: 1 });
    // 23.55 × 38.5 = 906.675: half up to the kuruş, as the activity's own total.
    expect(body.lines[2]).toMatchObject({ projectName: 'Pres Gövdesi', stepName: 'Kesim Adımı', cost: 906.68, supplier: 'Kaya Metal' });
    expect(body).toMatchObject({ total: 3, totalCost: 14 + 494.4 + 906.68 });
  });

  it('searches the material, the supplier and the project, pages, and treats % and _ as letters', async () => {
    expect((await usage('?q=ege')).json().lines.map((l: { name: string }) => l.name)).toEqual(['S235 profil']);
    expect((await usage(`?q=${encodeURIComponent('PRES')}`)).json()).toMatchObject({ total: 1, totalCost: 906.68 });
    expect((await usage('?q=%25')).json().total).toBe(0);
    // Folded the Turkish way, whatever the database's locale: Ş, Ö and İ find ş, ö and i, I finds ı.
    expect((await usage(`?q=${encodeURIComponent('KONVEYÖR ŞASESİ')}`)).json().total).toBe(2);
    expect((await usage('?q=CIVATA')).json().total).toBe(1);
    const second = (await usage('?limit=2&page=2')).json();
    expect(second.lines.map((l: { name: string }) => l.name)).toEqual(['St37 sac']);
    expect(second.total).toBe(3);
  });

  it('is the supply panel’s: other roles are refused, bad paging is a Turkish 400', async () => {
    for (const role of [0, 1, 2, 4] as const) expect((await usage('', role)).statusCode).toBe(403);
    const bad = await usage('?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

describe('a materials list the report could not add up', () => {
  it('refuses a line past 10 billion ₺ and a list past a trillion, in Turkish, and writes nothing', async () => {
    const projectId = await project('Sınır Projesi');
    const post = (lines: Record<string, unknown>[]) => t.injectAs(3, { method: 'POST', url: '/v1/activities', payload: { projectId, type: 'materials', title: 'Malzeme', metadata: { materials: lines } } });
    const huge = await post([{ name: 'Altın', cost: 1e9, quantity: 1e9, unit: 'kg' }]);
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toContain('Bir satırın tutarı en fazla 10.000.000.000 ₺ olabilir');
    const many = await post(Array.from({ length: 200 }, (_, i) => ({ name: `Satır ${i}`, cost: 1e5, quantity: 1e5, unit: 'kg' })));
    expect(many.statusCode).toBe(400);
    expect(many.body).toContain('Malzemelerin toplamı en fazla 999.999.999.999,99 ₺ olabilir');
    expect(((await usage('?q=Sınır Projesi')).json() as { total: number }).total).toBe(0);
  });
});

describe('GET /v1/materials/usage/report', () => {
  it('groups the period’s lines by material and unit, by supplier and by Istanbul month, costs to the kuruş', async () => {
    const res = await t.injectAs(3, { method: 'GET', url: '/v1/materials/usage/report?months=1' });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ lines: 3, totalCost: 14 + 494.4 + 906.68 });
    expect(report.byMaterial[0]).toEqual({ key: 'St37 sac', unit: 'kg', quantity: 38.5, lines: 1, cost: 906.68 });
    expect(report.byMaterial.map((g: { key: string }) => g.key)).toEqual(['St37 sac', 'S235 profil', 'Cıvata M8']);
    expect(report.bySupplier).toEqual([
      { key: 'Kaya Metal', unit: '', quantity: 38.5, lines: 1, cost: 906.68 },
      { key: 'Ege Çelik', unit: '', quantity: 12, lines: 1, cost: 494.4 },
      { key: '', unit: '', quantity: 40, lines: 1, cost: 14 },
    ]);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit' }).format(new Date());
    expect(report.byMonth).toEqual([{ key: month, unit: '', quantity: 90.5, lines: 3, cost: 1415.08 }]);
  });

  it('leaves out lines older than the period, and refuses a period it does not offer', async () => {
    await t.app.db.updateTable('activities').set({ created_at: new Date(Date.now() - 200 * 86_400_000) }).where('type', '=', 'materials').where('title', '=', 'Malzeme').execute();
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/materials/usage/report?months=3' })).json().data).toMatchObject({ lines: 0, totalCost: 0, byMaterial: [], byMonth: [] });
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/materials/usage/report?months=12' })).json().data.lines).toBe(3);
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/materials/usage/report?months=0' })).json().data.lines).toBe(3);
    const bad = await t.injectAs(3, { method: 'GET', url: '/v1/materials/usage/report?months=7' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Gönderilen bilgiler geçersiz.');
    expect((await t.injectAs(2, { method: 'GET', url: '/v1/materials/usage/report' })).statusCode).toBe(403);
  });
});
