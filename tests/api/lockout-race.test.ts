// The sign-in and PIN lockouts hold against parallel guesses: five failures lock, however many
// requests arrive at once. Checking the lock first and counting the failure after the argon2
// check let a burst pass the check before any failure was counted (55 of 59 parallel wrong
// passwords were checked against one account).
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../../src/i18n/tr/api';
import { shop } from '../../src/i18n/tr/shop';
import { buildTestApp, DEMO_PASSWORD } from './helpers/app';
import { userIdOf } from './helpers/jobFixtures';

const t = await buildTestApp();
afterAll(() => t.close());

const BURST = 30;
const countBy = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('lockouts under parallel guesses', () => {
  it('checks at most five passwords of a burst against one e-mail, the right one after them refused', async () => {
    const login = (password: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'tedarikci@example.com', password }, remoteAddress });
    const wrong = Array.from({ length: BURST }, (_, i) => login(`Yanlis${i}!Aa`, `198.51.100.${i + 1}`));
    const codes = (await Promise.all(wrong)).map((r) => r.statusCode);
    expect(countBy(codes)).toEqual({ 401: 5, 429: BURST - 5 });
    const right = await login(DEMO_PASSWORD, '198.51.100.200');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(api.loginLocked);
    // Refused attempts are not counted: the e-mail holds five failures, the lock ends with them.
    expect(await t.app.db.selectFrom('login_failures').select('id').where('email', '=', 'tedarikci@example.com').execute()).toHaveLength(5);
  });

  it('checks at most five PINs of a burst against one operator, the right one after them refused', async () => {
    const employeeId = await userIdOf(t, 2);
    await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${employeeId}/pin`, payload: { pin: '2468' } });
    const master = await t.tokenFor(4);
    const switchTo = (pin: string, i: number) =>
      t.app.inject({ method: 'POST', url: '/v1/shop/operator', payload: { userId: employeeId, pin }, remoteAddress: `192.0.2.${i + 1}`, headers: { authorization: `Bearer ${master}` } });
    const codes = (await Promise.all(Array.from({ length: BURST }, (_, i) => switchTo(String(1000 + i), i)))).map((r) => r.statusCode);
    expect(countBy(codes)).toEqual({ 400: 5, 429: BURST - 5 });
    const right = await switchTo('2468', 200);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(shop.pinLocked);
  });

  it('still signs in after fewer than five failures, and a disabled account\'s right password counts as no failure', async () => {
    const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: '198.51.100.250' });
    for (let i = 0; i < 4; i++) expect((await login('musteri@example.com', 'Yanlis1!Aa')).statusCode).toBe(401);
    expect((await login('musteri@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('email', '=', 'usta@example.com').execute();
    expect((await login('usta@example.com', DEMO_PASSWORD)).statusCode).toBe(403);
    expect(await t.app.db.selectFrom('login_failures').select('id').where('email', '=', 'usta@example.com').execute()).toHaveLength(0);
    await t.app.db.updateTable('users').set({ status: 'active' }).where('email', '=', 'usta@example.com').execute();
  });
});
