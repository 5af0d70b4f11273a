// The profile's 'Tezgah PIN Kodu': an operator sets their own PIN (PUT /v1/users/me/pin) and then
// switches to themselves on the tablet with it; nobody else has a PIN to set.
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoPins, DEMO_PIN } from '../../server/db/seed/demoPins';
import { api } from '../../src/i18n/tr/api';
import { shop } from '../../src/i18n/tr/shop';
import { buildTestApp, DEMO_PASSWORD } from './helpers/app';
import { userIdOf } from './helpers/jobFixtures';

const t = await buildTestApp();
afterAll(() => t.close());

const setOwnPin = (role: 0 | 1 | 2 | 3 | 4, payload: unknown) => t.injectAs(role, { method: 'PUT', url: '/v1/users/me/pin', payload });
// The tablet is signed in as the master; the switch names the operator and their PIN.
const switchTo = async (userId: number, pin: string) =>
  t.app.inject({ method: 'POST', url: '/v1/shop/operator', payload: { userId, pin }, remoteAddress: '10.4.0.1', headers: { authorization: `Bearer ${await t.tokenFor(4)}` } });
const pinHashOf = async (role: number) =>
  (await t.app.db.selectFrom('users').select('pin_hash').where('id', '=', await userIdOf(t, role)).executeTakeFirstOrThrow()).pin_hash;

describe('an operator\'s own PIN', () => {
  it('tells an operator with no PIN so on the tablet, not that the PIN is wrong', async () => {
    const res = await switchTo(await userIdOf(t, 2), '1234');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: shop.pinNotSet, errors: { pin: shop.pinNotSet } });
    // Someone who is no operator (the admin) still gets only 'PIN hatalı'.
    expect((await switchTo(await userIdOf(t, 3), '1234')).json().message).toBe(shop.pinWrong);
  });

  it('refuses a PIN that is not 4-6 digits, or a wrong current password, and writes nothing', async () => {
    for (const pin of ['123', '1234567', '12a4', ' 1234', '']) {
      const res = await setOwnPin(2, { pin, currentPassword: DEMO_PASSWORD });
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().message).toBe(shop.pinFormat);
    }
    for (const body of [{ pin: '2468', currentPassword: 'yanlış' }, { pin: '2468' }]) {
      const res = await setOwnPin(2, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: shop.currentPasswordWrong, errors: { currentPassword: shop.currentPasswordWrong } });
    }
    expect(await pinHashOf(2)).toBeNull();
  });

  it('refuses the roles that work no bench', async () => {
    const admin = await setOwnPin(3, { pin: '2468', currentPassword: DEMO_PASSWORD });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(shop.pinOperatorsOnly);
    for (const role of [0, 1] as const) {
      const res = await setOwnPin(role, { pin: '2468', currentPassword: DEMO_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(api.forbidden);
    }
    expect(await pinHashOf(3)).toBeNull();
    expect(await pinHashOf(0)).toBeNull();
    // Nor does an admin give one to a customer.
    const given = await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${await userIdOf(t, 0)}/pin`, payload: { pin: '2468' } });
    expect(given.statusCode).toBe(400);
    expect(given.json().message).toBe(shop.pinOperatorsOnly);
    expect(await pinHashOf(0)).toBeNull();
  });

  it('sets the employee\'s PIN, logs it without the PIN, and the tablet then switches with it', async () => {
    const res = await setOwnPin(2, { pin: '2468', currentPassword: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: shop.pinSet });
    const employeeId = await userIdOf(t, 2);
    const log = await t.app.db.selectFrom('activity_logs').selectAll().where('resource', '=', 'user').where('resource_id', '=', String(employeeId)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'update', user_id: employeeId, description: 'Ali Çalışkan için PIN kaydedildi' });
    expect(JSON.stringify(log)).not.toContain('2468');
    expect((await switchTo(employeeId, '1357')).json().message).toBe(shop.pinWrong);
    const switched = await switchTo(employeeId, '2468');
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().user).toMatchObject({ id: employeeId, role: 2 });
  });

  it('lets a master change their own PIN too', async () => {
    expect((await setOwnPin(4, { pin: '975310', currentPassword: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await switchTo(await userIdOf(t, 4), '975310')).statusCode).toBe(200);
  });
});

describe('the demo PINs', () => {
  it('give the demo employee and master the README\'s PIN, and nobody else one', async () => {
    await t.app.db.updateTable('users').set({ pin_hash: null }).execute();
    await seedDemoPins(t.app.db);
    expect(DEMO_PIN).toBe('1234');
    expect((await switchTo(await userIdOf(t, 2), DEMO_PIN)).statusCode).toBe(200);
    expect((await switchTo(await userIdOf(t, 4), DEMO_PIN)).statusCode).toBe(200);
    for (const role of [0, 1, 3]) expect(await pinHashOf(role)).toBeNull();
  });
});
