// A paid job is settled revenue: nobody deletes it (alone or in bulk, every role: 409 with its
// own message, nothing written), and editing its quantity or price is refused with a message
// naming what the user changed.
import { afterAll, describe, expect, it } from 'vitest';
import { jobs as jobTexts } from '../../src/i18n/tr/jobs';
import { pricing } from '../../src/i18n/tr/pricing';
import { buildTestApp } from './helpers/app';
import { createBench } from './helpers/jobFixtures';
import { createAccount } from './helpers/projectFixtures';

const t = await buildTestApp();
afterAll(() => t.close());
const bench = await createBench(t, 'Ödeme Tezgahı');

type Role = 2 | 3 | 4;
const createJob = async (role: Role = 3) => {
  const res = await t.injectAs(role, { method: 'POST', url: '/v1/jobs', payload: { description: 'Flanş', workstationId: bench.id, estimatedHours: 1, quantity: 2 } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().jobs.id as number;
  // A price the master sets, as the pricing screen would.
  await t.app.db.updateTable('jobs').set({ unit_price: '100.00' }).where('id', '=', id).execute();
  return id;
};
const markPaid = async (id: number) => {
  const res = await t.injectAs(3, { method: 'PUT', url: `/v1/prices/jobs/${id}/complete`, payload: { paymentMethod: 'cash' } });
  expect(res.statusCode, res.body).toBe(200);
};
const exists = async (ids: number[]) => (await t.app.db.selectFrom('jobs').select('id').where('id', 'in', ids).orderBy('id').execute()).map((r) => r.id);
const deleteLogs = async (ids: number[]) =>
  (await t.app.db.selectFrom('activity_logs').select('id').where('action', '=', 'delete').where('resource', '=', 'job').where('resource_id', 'in', ids.map(String)).execute()).length;

describe('deleting a paid job', () => {
  it('is refused for admins and masters with 409 and its own message; the job and its payment stay', async () => {
    const id = await createJob();
    await markPaid(id);
    for (const role of [3, 4] as const) {
      const res = await t.injectAs(role, { method: 'DELETE', url: `/v1/jobs/${id}` });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(pricing.server.paidDeleteLocked);
    }
    expect(await exists([id])).toEqual([id]);
    expect(await deleteLogs([id])).toBe(0);
  });

  it("is refused for the employee who opened it, though they may delete their own pending job", async () => {
    const employee = await createAccount(t, 2, 'OdenmisCalisan');
    const open = async () => (await t.app.inject({ method: 'POST', url: '/v1/jobs', headers: employee.bearer, payload: { description: 'Kendi işim', workstationId: bench.id, estimatedHours: 1 } })).json().jobs.id as number;
    const [paid, unpaid] = [await open(), await open()];
    await t.app.db.updateTable('jobs').set({ unit_price: '50.00' }).where('id', '=', paid).execute();
    await markPaid(paid);
    const refused = await t.app.inject({ method: 'DELETE', url: `/v1/jobs/${paid}`, headers: employee.bearer });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(pricing.server.paidDeleteLocked);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/jobs/${unpaid}`, headers: employee.bearer })).statusCode).toBe(200);
    expect(await exists([paid, unpaid])).toEqual([paid]);
  });

  it('is reported per record in a bulk delete, which then deletes nothing', async () => {
    const [a, paid, b] = [await createJob(), await createJob(), await createJob()];
    await markPaid(paid);
    const res = await t.injectAs(4, { method: 'DELETE', url: '/v1/jobs', payload: { ids: [a, paid, b] } });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ success: false, refused: [{ id: paid, message: pricing.server.paidDeleteLocked }] });
    expect(res.json().refused).toHaveLength(1);
    expect(await exists([a, paid, b])).toEqual([a, paid, b]);
    expect(await deleteLogs([a, paid, b])).toBe(0);
  });

  it('leaves an unpaid job deletable by a master', async () => {
    const id = await createJob();
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/jobs/${id}` })).json().message).toBe(jobTexts.deleted);
    expect(await exists([id])).toEqual([]);
  });
});

describe('editing a paid job', () => {
  it('names the quantity when the quantity changed, and the price when the price did', async () => {
    const id = await createJob();
    await markPaid(id);
    const quantity = await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${id}`, payload: { quantity: 5 } });
    expect(quantity.statusCode, quantity.body).toBe(409);
    expect(quantity.json().message).toBe('Ödenmiş bir işin adedi değiştirilemez');
    const price = await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${id}`, payload: { unitPrice: 120 } });
    expect(price.statusCode, price.body).toBe(409);
    expect(price.json().message).toBe('Ödenmiş bir işin fiyatı değiştirilemez');
    // The same quantity and price sent back with another change still save.
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${id}`, payload: { quantity: 2, unitPrice: 100, notes: 'Teslim edildi' } })).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('jobs').select(['quantity', 'unit_price']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ quantity: 2, unit_price: '100.00' });
  });
});
