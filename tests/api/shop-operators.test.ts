// Issue 26: switching operator on a shared tablet with a PIN: set with the current password (or by
// an admin), argon2-hashed, answered like a sign-in, five wrong PINs lock that user's PIN.
import { afterAll, describe, expect, it } from 'vitest';
import { shop } from '../../src/i18n/tr/shop';
import { buildTestApp, DEMO_PASSWORD } from './helpers/app';
import { userIdOf } from './helpers/jobFixtures';

const t = await buildTestApp();
afterAll(() => t.close());

const switchTo = (userId: number, pin: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v1/shop/operator', payload: { userId, pin }, remoteAddress, headers: { authorization: `Bearer ${tokenOfMaster}` } });
let tokenOfMaster = '';

describe('operator PINs', () => {
  it('sets a PIN with the current password and stores only its hash', async () => {
    expect((await t.injectAs(2, { method: 'PUT', url: '/v1/users/me/pin', payload: { pin: '12a4', currentPassword: DEMO_PASSWORD } })).json().message).toBe(shop.pinFormat);
    const wrong = await t.injectAs(2, { method: 'PUT', url: '/v1/users/me/pin', payload: { pin: '1234', currentPassword: 'yanlış' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(shop.currentPasswordWrong);
    const ok = await t.injectAs(2, { method: 'PUT', url: '/v1/users/me/pin', payload: { pin: '1234', currentPassword: DEMO_PASSWORD } });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await t.app.db.selectFrom('users').select('pin_hash').where('id', '=', await userIdOf(t, 2)).executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
  });

  it('lists the operators and switches to one with the right PIN, answered like a sign-in', async () => {
    tokenOfMaster = await t.tokenFor(4);
    const list = (await t.injectAs(4, { method: 'GET', url: '/v1/shop/operators' })).json().operators as { _id: number; name: string }[];
    const employeeId = await userIdOf(t, 2);
    expect(list.map((o) => o._id)).toContain(employeeId);
    expect(list.map((o) => o._id)).not.toContain(await userIdOf(t, 3));
    const res = await switchTo(employeeId, '1234');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: employeeId, role: 2 } });
    expect(typeof res.json().accessToken).toBe('string');
    expect(res.headers['set-cookie']).toBeDefined();
  });

  it('locks a user\'s PIN for 15 minutes after five wrong ones, from any address', async () => {
    const employeeId = await userIdOf(t, 2);
    for (let i = 0; i < 5; i++) {
      const res = await switchTo(employeeId, '9999', `10.0.1.${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: shop.pinWrong, errors: { pin: shop.pinWrong } });
    }
    const locked = await switchTo(employeeId, '1234', '10.0.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(shop.pinLocked);
    expect(locked.json().retryAfter).toBeGreaterThan(14 * 60);
  });

  it('stops an address guessing across users', async () => {
    const masterId = await userIdOf(t, 4);
    await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${masterId}/pin`, payload: { pin: '4321' } });
    for (let i = 0; i < 20; i++) await switchTo(100_000 + i, '0000', '10.9.9.9');
    expect((await switchTo(masterId, '4321', '10.9.9.9')).statusCode).toBe(429);
    expect((await switchTo(masterId, '4321', '10.9.9.8')).statusCode).toBe(200);
  });

  it('lets only an admin set another user\'s PIN', async () => {
    const employeeId = await userIdOf(t, 2);
    expect((await t.injectAs(4, { method: 'PUT', url: `/v1/users/admin/${employeeId}/pin`, payload: { pin: '5555' } })).statusCode).toBe(403);
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${employeeId}/pin`, payload: { pin: '5555' } })).statusCode).toBe(200);
  });
});
