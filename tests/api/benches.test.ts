import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('counters (the first declared resource)', () => {
  it('creates with the default status Aktif and lists it in the {data} envelope', async () => {
    const created = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: '  CNC Torna  ' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'CNC Torna', status: 'Aktif' });
    const list = await t.injectAs(3, { method: 'GET', url: '/v1/counters' });
    expect(list.json()).toMatchObject({ success: true, total: 1, data: [{ name: 'CNC Torna', status: 'Aktif' }] });
  });

  it('updates the status with 1 / 0 on the wire and answers Aktif / Pasif', async () => {
    const created = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Freze', status: 'Aktif' } });
    const id = created.json().data.id;
    const updated = await t.injectAs(3, { method: 'PUT', url: `/v1/counters/${id}`, payload: { name: 'Freze', status: 0 } });
    expect(updated.json().data.status).toBe('Pasif');
    const passive = await t.injectAs(3, { method: 'GET', url: '/v1/counters?status=Pasif' });
    expect(passive.json().data.map((c: { id: number }) => c.id)).toEqual([id]);
  });

  it('refuses a short or empty name with the spec texts and writes nothing', async () => {
    const before = (await t.injectAs(3, { method: 'GET', url: '/v1/counters' })).json().total;
    expectValidationError(await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: ' ' } }), 'name', 'Tezgah adı gereklidir');
    expectValidationError(await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: ' a ' } }), 'name', 'Tezgah adı en az 2 karakter olmalıdır');
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/counters' })).json().total).toBe(before);
  });

  it('lets job users read the benches but only admins change them', async () => {
    for (const role of [2, 4] as const) {
      expect((await t.injectAs(role, { method: 'GET', url: '/v1/counters' })).statusCode).toBe(200);
      const res = await t.injectAs(role, { method: 'POST', url: '/v1/counters', payload: { name: 'Yetkisiz' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Bu işlem için yetkiniz bulunmuyor.');
    }
    for (const role of [0, 1] as const) expect((await t.injectAs(role, { method: 'GET', url: '/v1/counters' })).statusCode).toBe(403);
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/counters' })).statusCode).toBe(401);
  });

  it('deletes, logs the deletion, and answers 404 for a missing one', async () => {
    const id = (await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Silinecek' } })).json().data.id;
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/counters/${id}` })).statusCode).toBe(200);
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/counters/${id}` })).statusCode).toBe(404);
    const log = await t.app.db.selectFrom('activity_logs').selectAll().where('resource', '=', 'counter').where('action', '=', 'delete').executeTakeFirst();
    expect(log?.resource_id).toBe(String(id));
  });

  it('refuses a second bench whose name differs only in case, Turkish letters included', async () => {
    expect((await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Lazer Kesim İğne 5' } })).statusCode).toBe(201);
    for (const name of ['lazer kesim iğne 5', 'LAZER KESİM İĞNE 5']) {
      const res = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name } });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe('Bu isimde bir tezgah zaten mevcut');
    }
  });

  it('gives one of several simultaneous creates of one name the bench, and the others a 409, never a 500', async () => {
    const names = ['Lazer Kesim 9', 'lazer kesim 9', 'LAZER KESİM 9', 'Lazer kesim 9', 'lazer Kesim 9', 'LAZER kesim 9'];
    const answers = await Promise.all(names.map((name) => t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((r) => r.statusCode === 409)) expect(a.json().message).toBe('Bu isimde bir tezgah zaten mevcut');
  });

  it('refuses to delete a bench that jobs use, saying how many, and keeps it', async () => {
    const id = (await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Kullanılan Tezgah' } })).json().data.id;
    for (const description of ['Birinci iş', 'İkinci iş'])
      expect((await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description, workstationId: id, estimatedHours: 1 } })).statusCode).toBe(201);
    const refused = await t.injectAs(3, { method: 'DELETE', url: `/v1/counters/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bu tezgah 2 işte kullanıldığı için silinemez. Pasif duruma alabilirsiniz.');
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/counters/${id}` })).statusCode).toBe(200);
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/counters/${id}`, payload: { status: 0 } })).json().data.status).toBe('Pasif');
  });
});
