import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { createBench, createOperation } from './helpers/jobFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown) => t.injectAs(3, { method: 'POST', url: '/v1/operations', payload });

describe('operations (the catalogue attached to jobs)', () => {
  it('creates with status active by default and lists in the {operations} envelope with _id', async () => {
    const res = await post({ name: '  Tornalama ', description: 'CNC torna' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Operasyon başarıyla eklendi', operations: { name: 'Tornalama', status: 'active' } });
    const list = (await t.injectAs(3, { method: 'GET', url: '/v1/operations?q=torna' })).json();
    expect(list.operations).toEqual([expect.objectContaining({ _id: res.json().operations._id, name: 'Tornalama', description: 'CNC torna', status: 'active' })]);
  });

  it('refuses a missing name or description with the spec texts', async () => {
    expectValidationError(await post({ name: '   ', description: 'x' }), 'name', 'Operasyon adı gereklidir');
    expectValidationError(await post({ description: 'x' }), 'name', 'Operasyon adı gereklidir');
    expectValidationError(await post({ name: 'Delme', description: ' ' }), 'description', 'Açıklama gereklidir');
  });

  it('refuses an existing name ignoring case, Turkish capitals included, on create and on rename', async () => {
    await post({ name: 'Kılavuz Çekme', description: 'diş açma' });
    for (const name of ['kılavuz çekme', 'KILAVUZ ÇEKME', 'Kilavuz çekme']) {
      const res = await post({ name, description: 'tekrar' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Bu isimde bir operasyon zaten mevcut');
    }
    const other = await createOperation(t, 'Kaynak');
    const rename = await t.injectAs(3, { method: 'PUT', url: `/v1/operations/${other}`, payload: { name: 'KILAVUZ çekme' } });
    expect(rename.statusCode).toBe(409);
    // Saving an operation under its own name (a case change) is not a duplicate of itself.
    const self = await t.injectAs(3, { method: 'PUT', url: `/v1/operations/${other}`, payload: { name: 'KAYNAK', description: 'MIG', status: 'active' } });
    expect(self.statusCode).toBe(200);
    expect(self.json().message).toBe('Operasyon başarıyla güncellendi');
  });

  it('filters active / passive (inactive and pending) and answers the catalogue counts', async () => {
    const passive = await createOperation(t, 'Boyama', 'inactive');
    await t.app.db.insertInto('operations').values({ name: 'Kumlama', description: 'beklemede', status: 'pending' }).execute();
    const res = (await t.injectAs(3, { method: 'GET', url: '/v1/operations?status=passive' })).json();
    expect(res.operations.map((o: { name: string }) => o.name).sort()).toEqual(['Boyama', 'Kumlama']);
    expect(res.counts.passive).toBe(2);
    expect(res.counts.total).toBe(res.counts.active + 2);
    const active = (await t.injectAs(3, { method: 'GET', url: '/v1/operations?status=active' })).json();
    expect(active.operations.every((o: { status: string }) => o.status === 'active')).toBe(true);
    // The screen's 'Pasif' goes on the wire as inactive.
    const updated = await t.injectAs(3, { method: 'PUT', url: `/v1/operations/${passive}`, payload: { status: 'Pasif' } });
    expect(updated.json().operations.status).toBe('inactive');
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/operations?status=sometimes' })).statusCode).toBe(400);
  });

  it('refuses to delete an operation a job uses (409) and deletes an unused one', async () => {
    const bench = await createBench(t);
    const used = await createOperation(t, 'Frezeleme');
    const job = await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Gövde', workstationId: bench.id, estimatedHours: 1, operations: [used] } });
    expect(job.statusCode).toBe(201);
    const refused = await t.injectAs(3, { method: 'DELETE', url: `/v1/operations/${used}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bu operasyon işlerde kullanıldığı için silinemez. Pasif duruma alabilirsiniz.');
    const unused = await createOperation(t, 'Honlama');
    const deleted = await t.injectAs(3, { method: 'DELETE', url: `/v1/operations/${unused}` });
    expect(deleted.json()).toMatchObject({ success: true, message: 'Operasyon başarıyla silindi' });
    const log = await t.app.db.selectFrom('activity_logs').select('resource_id').where('resource', '=', 'operation').where('action', '=', 'delete').execute();
    expect(log.map((l) => l.resource_id)).toEqual([String(unused)]);
  });

  it('lets employees and masters read the catalogue (the job picker) but only the admin change it', async () => {
    for (const role of [2, 4] as const) {
      expect((await t.injectAs(role, { method: 'GET', url: '/v1/operations?status=active' })).statusCode).toBe(200);
      expect((await t.injectAs(role, { method: 'POST', url: '/v1/operations', payload: { name: `Rol ${role}`, description: 'x' } })).statusCode).toBe(403);
    }
    for (const role of [0, 1] as const) expect((await t.injectAs(role, { method: 'GET', url: '/v1/operations' })).statusCode).toBe(403);
  });

  it('follows a procedure: the operator screen names it beside the operation; an unknown one is refused, a deleted one let go', async () => {
    const category = (await t.injectAs(3, { method: 'POST', url: '/v1/procedures/categories', payload: { name: 'Talaşlı İmalat', description: 'Kesim talimatları' } })).json().data.id as number;
    const procedure = (await t.injectAs(3, { method: 'POST', url: '/v1/procedures/procedures', payload: { categoryId: category, title: 'Testere kesim talimatı' } })).json().data as { id: number; title: string };
    const operation = await createOperation(t, 'Testere Kesim');
    const put = (procedureId: unknown) => t.injectAs(3, { method: 'PUT', url: `/v1/operations/${operation}`, payload: { name: 'Testere Kesim', description: 'Testere Kesim açıklaması', status: 'active', procedureId } });
    const saved = await put(procedure.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.injectAs(2, { method: 'GET', url: `/v1/operations/${operation}` })).json().operations).toMatchObject({ procedureId: procedure.id });

    const bench = await createBench(t, 'Şerit Testere');
    const job = (await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Profil kesimi', workstationId: bench.id, estimatedHours: 1, operations: [operation] } })).json().jobs.id as number;
    const queue = (await t.injectAs(2, { method: 'GET', url: `/v1/shop/benches/${bench.id}` })).json().queue;
    expect(queue.find((j: { _id: number }) => j._id === job).operations[0]).toMatchObject({ procedureId: procedure.id, procedureName: 'Testere kesim talimatı' });

    for (const bad of [987654, 'abc', 0]) {
      const refused = await put(bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().message).toBe('Seçilen prosedür bulunamadı.');
    }
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/procedures/procedures/${procedure.id}` })).statusCode).toBe(200);
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/operations/${operation}` })).json().operations.procedureId).toBeNull();
    expect((await put(null)).statusCode).toBe(200);
  });
});
