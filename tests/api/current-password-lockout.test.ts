// The password typed to change one's password or tablet PIN falls under the sign-in's lockout:
// a session taken from a screen must not be a way to guess the account's password unchecked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/i18n/tr/api';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: '10.9.0.1' });

describe('the current password of a signed-in user', () => {
  it('locks the PIN change and the sign-in after five wrong ones, as five failed sign-ins do', async () => {
    const pinHash = async () => (await t.app.db.selectFrom('users').select('pin_hash').where('email', '=', 'calisan@example.com').executeTakeFirstOrThrow()).pin_hash;
    const before = await pinHash();
    const setPin = (currentPassword: string) => t.injectAs(2, { method: 'PUT', url: '/v1/users/me/pin', payload: { pin: '4321', currentPassword } });
    for (let i = 0; i < 5; i++) {
      const wrong = await setPin(`Yanlis${i}!`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(api.currentPasswordWrong);
    }
    const right = await setPin(DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(api.loginLocked);
    expect(await pinHash()).toBe(before);
    expect((await login('calisan@example.com', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('locks the password change the same way', async () => {
    const change = (currentPassword: string) =>
      t.injectAs(0, { method: 'PUT', url: '/v1/users/@me', payload: { firstName: 'Can', lastName: 'Müşteri', currentPassword, newPassword: 'Yeni!Sifre2026' } });
    for (let i = 0; i < 5; i++) expect((await change(`Yanlis${i}!`)).statusCode).toBe(400);
    const right = await change(DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(api.loginLocked);
    expect((await login('musteri@example.com', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('starts the count afresh after the right one', async () => {
    const change = (currentPassword: string, newPassword: string) =>
      t.injectAs(4, { method: 'PUT', url: '/v1/users/@me', payload: { firstName: 'Mehmet', lastName: 'Usta', currentPassword, newPassword } });
    for (let i = 0; i < 4; i++) expect((await change(`Yanlis${i}!`, 'Yeni!Sifre2026')).statusCode).toBe(400);
    expect((await change(DEMO_PASSWORD, 'Yeni!Sifre2026')).statusCode).toBe(200);
    expect((await change('Yanlis9!', 'Baska!Sifre2027')).statusCode).toBe(400);
    expect((await login('usta@example.com', 'Yeni!Sifre2026')).statusCode).toBe(200);
  });
});
