// A paid job is settled revenue: editing its quantity or price is refused with a message
// naming what the user changed.
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { createBench } from './helpers/jobFixtures';

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
