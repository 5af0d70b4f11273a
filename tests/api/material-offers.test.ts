import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserFlag } from '../../src/domain/user';
import { materialOffers as texts } from '../../src/i18n/tr/materialOffers';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';

let t: TestApp;
let materialId: number;
let otherSupplier: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  const c = (await t.injectAs(3, { method: 'GET', url: '/v1/materials/categories' })).json().categories[0] as { id: number; subcategories: { id: number }[] };
  const created = await t.injectAs(3, { method: 'POST', url: '/v1/materials', payload: { name: 'S235 Sac', categoryId: c.id, subCategoryId: c.subcategories[0]!.id, density: 7.85 } });
  materialId = created.json().material.id;
  await t.injectAs(3, { method: 'POST', url: `/v1/materials/${materialId}/prices`, payload: { pricePerKg: 41.5 } });
  const row = await t.app.db
    .insertInto('users')
    .values({ name: 'Öteki', surname: 'Tedarikçi', email: 'oteki@example.com', password_hash: 'x', role: 1, phone_number: '905551112233', status: 'active', flags: UserFlag.emailVerified | UserFlag.phoneVerified })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherSupplier = { id: row.id, token: await t.app.accessTokens.sign({ sub: row.id, role: 1 }) };
});
afterAll(() => t.close());

const asOther = (method: string, url: string, payload?: unknown) =>
  t.app.inject({ method: method as 'GET', url, payload: payload as string, headers: { authorization: `Bearer ${otherSupplier.token}` } });
const offer = (role: 1 | 3, payload: Record<string, unknown>) => t.injectAs(role, { method: 'POST', url: '/v1/materials/offers', payload });
const supplierId = async () => (await t.app.db.selectFrom('users').select('id').where('email', '=', 'tedarikci@example.com').executeTakeFirstOrThrow()).id;

describe('supplier offers', () => {
  it('a supplier reads the catalogue without the shop’s prices, and neither the price history nor the panel figures', async () => {
    const list = await t.injectAs(1, { method: 'GET', url: '/v1/materials?page=1&limit=50' });
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().materials.find((m: { id: number }) => m.id === materialId);
    expect(mine.name).toBe('S235 Sac');
    expect(mine).not.toHaveProperty('currentPricePerKg');
    expect(mine).not.toHaveProperty('priceValidFrom');
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/materials/${materialId}` })).json().material.currentPricePerKg).toBe(41.5);
    expect((await t.injectAs(1, { method: 'GET', url: `/v1/materials/${materialId}/prices` })).statusCode).toBe(403);
    expect((await t.injectAs(1, { method: 'GET', url: '/v1/materials/summary' })).statusCode).toBe(403);
    expect((await t.injectAs(1, { method: 'POST', url: '/v1/materials', payload: { name: 'X' } })).statusCode).toBe(403);
  });

  it('a supplier offers for a material: pending, theirs whatever supplierId they send, seen by them and the shop only', async () => {
    const res = await offer(1, { materialId, pricePerKg: '39.9', note: 'Haftalık teslim', supplierId: otherSupplier.id });
    expect(res.statusCode, res.body).toBe(403);
    const made = await offer(1, { materialId, pricePerKg: 39.9, note: 'Haftalık teslim' });
    expect(made.statusCode, made.body).toBe(201);
    const o = made.json().offer;
    expect(o).toMatchObject({ materialId, material: 'S235 Sac', supplierId: await supplierId(), pricePerKg: 39.9, status: 'pending', note: 'Haftalık teslim' });
    // The log names the offer by its material, not by its number.
    const logged = await t.app.db.selectFrom('activity_logs').select('description').where('resource', '=', 'material-offer').where('resource_id', '=', String(o.id)).executeTakeFirstOrThrow();
    expect(logged.description).toContain('"S235 Sac"');
    expect((await t.injectAs(1, { method: 'GET', url: '/v1/materials/offers' })).json().offers.map((x: { id: number }) => x.id)).toContain(o.id);
    // Another supplier neither lists nor opens nor changes it: it does not exist for them.
    const otherList = await asOther('GET', '/v1/materials/offers');
    expect(otherList.json().offers, otherList.body).toEqual([]);
    expect((await asOther('GET', `/v1/materials/offers/${o.id}`)).statusCode).toBe(404);
    expect((await asOther('PUT', `/v1/materials/offers/${o.id}`, { pricePerKg: 1 })).statusCode).toBe(404);
    expect((await asOther('DELETE', `/v1/materials/offers/${o.id}`)).statusCode).toBe(404);
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/materials/offers/${o.id}` })).json().offer.supplierId).toBe(await supplierId());
    // Nobody else of the shop reaches offers.
    for (const role of [0, 2, 4] as const) expect((await t.injectAs(role, { method: 'GET', url: '/v1/materials/offers' })).statusCode).toBe(403);
  });

  it('refuses a bad offer with Turkish messages and writes nothing', async () => {
    const before = (await t.injectAs(3, { method: 'GET', url: '/v1/materials/offers' })).json().total;
    expectValidationError(await offer(1, { pricePerKg: 10 }), 'materialId', texts.validation.materialRequired);
    expectValidationError(await offer(1, { materialId, pricePerKg: 0 }), 'pricePerKg', texts.validation.priceInvalid);
    expectValidationError(await offer(1, { materialId, pricePerKg: 1.234 }), 'pricePerKg', texts.validation.priceInvalid);
    expectValidationError(await offer(1, { materialId, pricePerKg: 1e12 }), 'pricePerKg', texts.validation.priceMax);
    expectValidationError(await offer(1, { materialId, pricePerKg: 5, validUntil: '2020-01-01' }), 'validUntil', texts.validation.validUntilPast);
    expectValidationError(await offer(1, { materialId: 999999, pricePerKg: 5 }), 'materialId', texts.validation.materialUnknown);
    expectValidationError(await offer(3, { materialId, pricePerKg: 5 }), 'supplierId', texts.validation.supplierRequired);
    expectValidationError(await offer(3, { materialId, pricePerKg: 5, supplierId: 1 }), 'supplierId', texts.validation.supplierInvalid);
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/materials/offers' })).json().total).toBe(before);
  });

  it('accepting puts the offer’s price in the material’s history from today, once; the supplier sees the decision', async () => {
    const o = (await offer(1, { materialId, pricePerKg: 38.25 })).json().offer as { id: number };
    expect((await t.injectAs(1, { method: 'POST', url: `/v1/materials/offers/${o.id}/accept`, payload: {} })).statusCode).toBe(403);
    const res = await t.injectAs(3, { method: 'POST', url: `/v1/materials/offers/${o.id}/accept`, payload: { note: 'Ocak siparişi için' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: texts.accepted, status: 'accepted' });
    const history = (await t.injectAs(3, { method: 'GET', url: `/v1/materials/${materialId}/prices` })).json();
    expect(history.currentPricePerKg).toBe(38.25);
    expect(history.prices[0]).toMatchObject({ pricePerKg: 38.25, current: true, supplierName: expect.any(String) });
    // The panel's figures count what still waits for a decision.
    const pending = (await t.app.db.selectFrom('material_offers').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow()).n;
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/materials/summary' })).json().data.pendingOffers).toBe(Number(pending));
    const seen = (await t.injectAs(1, { method: 'GET', url: `/v1/materials/offers/${o.id}` })).json().offer;
    expect(seen).toMatchObject({ status: 'accepted', decisionNote: 'Ocak siparişi için' });
    expect(seen.decidedAt).toEqual(expect.any(String));
    // Final: a second decision, an edit or a withdrawal is refused, and no second price is added.
    expect((await t.injectAs(3, { method: 'POST', url: `/v1/materials/offers/${o.id}/reject`, payload: {} })).json().message).toBe(texts.decided);
    expect((await t.injectAs(1, { method: 'PUT', url: `/v1/materials/offers/${o.id}`, payload: { pricePerKg: 1 } })).statusCode).toBe(409);
    expect((await t.injectAs(1, { method: 'DELETE', url: `/v1/materials/offers/${o.id}` })).statusCode).toBe(409);
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/materials/${materialId}/prices` })).json().prices.filter((p: { pricePerKg: number }) => p.pricePerKg === 38.25)).toHaveLength(1);
    const log = await t.app.db.selectFrom('activity_logs').select('description').where('resource', '=', 'material-offer').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.description).toContain('S235 Sac');
  });

  it('rejecting keeps the price as it was; a pending offer is edited or withdrawn by its supplier; an expired one is not accepted', async () => {
    const before = (await t.injectAs(3, { method: 'GET', url: `/v1/materials/${materialId}/prices` })).json().currentPricePerKg;
    const o = (await offer(1, { materialId, pricePerKg: 50 })).json().offer as { id: number };
    expect((await t.injectAs(1, { method: 'PUT', url: `/v1/materials/offers/${o.id}`, payload: { pricePerKg: 45.5 } })).json().offer.pricePerKg).toBe(45.5);
    const rejected = await t.injectAs(3, { method: 'POST', url: `/v1/materials/offers/${o.id}/reject`, payload: { note: 'Fiyat yüksek' } });
    expect(rejected.json()).toMatchObject({ status: 'rejected', message: texts.rejected });
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/materials/${materialId}/prices` })).json().currentPricePerKg).toBe(before);

    const withdrawn = (await offer(1, { materialId, pricePerKg: 44 })).json().offer as { id: number };
    expect((await t.injectAs(1, { method: 'DELETE', url: `/v1/materials/offers/${withdrawn.id}` })).statusCode).toBe(200);
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/materials/offers/${withdrawn.id}` })).statusCode).toBe(404);

    const stale = (await offer(1, { materialId, pricePerKg: 30 })).json().offer as { id: number };
    await t.app.db.updateTable('material_offers').set({ valid_until: '2025-01-01' }).where('id', '=', stale.id).execute();
    const res = await t.injectAs(3, { method: 'POST', url: `/v1/materials/offers/${stale.id}/accept`, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(texts.expired);
    expect((await t.injectAs(3, { method: 'POST', url: '/v1/materials/offers/999999/accept', payload: {} })).statusCode).toBe(404);
  });

  it('the shop records an offer received by phone for a supplier it names; a supplier’s offers go with the supplier', async () => {
    const res = await offer(3, { materialId, pricePerKg: 40, supplierId: otherSupplier.id, note: 'Telefonla alındı' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await asOther('GET', '/v1/materials/offers')).json().offers.map((x: { note: string }) => x.note)).toEqual(['Telefonla alındı']);
  });
});
