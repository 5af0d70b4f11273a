import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { refreshCookieOf } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (role: 0 | 1 | 2 | 3 | 4, payload: unknown) => t.injectAs(role, { method: 'PUT', url: '/v1/users/@me', payload });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

describe('GET /users/@me', () => {
  it('answers the ApiUser with its company object and never the hash', async () => {
    const res = await t.injectAs(1, { method: 'GET', url: '/v1/users/@me' });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(Object.keys(user).sort()).toEqual(['company', 'createdAt', 'email', 'flags', 'id', 'lastLogin', 'name', 'phoneNumber', 'role', 'status', 'surname']);
    expect(user).toMatchObject({ email: 'tedarikci@example.com', role: 1, phoneNumber: '905550000001', flags: 3, status: 'active', company: { name: 'Örnek Metal Ltd.', taxNumber: '1234567890' } });
    expect(JSON.stringify(res.json())).not.toContain('argon2');
  });

  it('needs a session', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/users/@me' })).statusCode).toBe(401);
  });
});

describe('PUT /users/@me', () => {
  it('updates the names, answers the spec message and logs it', async () => {
    const res = await put(0, { firstName: '  Cem ', lastName: 'Yeni' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Profil başarıyla güncellendi', user: { name: 'Cem', surname: 'Yeni' } });
    expect(res.json().accessToken).toBeUndefined();
    const log = await t.app.db.selectFrom('activity_logs').selectAll().where('action', '=', 'profile_update').executeTakeFirstOrThrow();
    expect(log.user_name).toBe('Cem Yeni');
  });

  it('checks the names and the password rules of the profile', async () => {
    expectValidationError(await put(0, { firstName: '', lastName: 'X' }), 'firstName', 'Ad gereklidir');
    expectValidationError(await put(0, { firstName: 'X', lastName: ' ' }), 'lastName', 'Soyad gereklidir');
    expectValidationError(await put(0, { firstName: 'X', lastName: 'Y', newPassword: 'abcdef' }), 'currentPassword', 'Mevcut şifre gereklidir');
    expectValidationError(await put(0, { firstName: 'X', lastName: 'Y', currentPassword: DEMO_PASSWORD, newPassword: 'abc' }), 'newPassword', 'Şifre en az 6 karakter olmalıdır');
    // Six characters pass the spec's check, not the registration rules a password always meets.
    expectValidationError(await put(0, { firstName: 'X', lastName: 'Y', currentPassword: DEMO_PASSWORD, newPassword: '123456' }), 'newPassword', 'Şifre en az 8 karakter olmalıdır');
    expectValidationError(await put(0, { firstName: 'X', lastName: 'Y', currentPassword: DEMO_PASSWORD, newPassword: 'yenisifre1!' }), 'newPassword', 'Şifre en az bir büyük harf içermelidir');
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const res = await put(2, { firstName: 'Ali', lastName: 'Çalışkan', currentPassword: 'Yanlis123!', newPassword: 'Yeni!Sifre2026' });
    expectValidationError(res, 'currentPassword', 'Mevcut şifre hatalı.');
    expect((await login('calisan@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password: every other session ends, this browser gets a fresh cookie and token', async () => {
    const elsewhere = refreshCookieOf(await login('calisan@example.com', DEMO_PASSWORD))!.value;
    const res = await put(2, { firstName: 'Ali', lastName: 'Çalışkan', currentPassword: DEMO_PASSWORD, newPassword: 'Yeni!Sifre2026' });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().accessToken).toBe('string');
    const fresh = refreshCookieOf(res)!.value;
    const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/v1/auth/refresh', cookies: { refresh_token: token } });
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await refresh(fresh)).statusCode).toBe(200);
    expect((await login('calisan@example.com', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('calisan@example.com', 'Yeni!Sifre2026')).statusCode).toBe(200);
    const log = await t.app.db.selectFrom('activity_logs').select('description').where('action', '=', 'profile_update').where('user_name', '=', 'Ali Çalışkan').executeTakeFirstOrThrow();
    expect(log.description).toBe('Profil güncellendi, şifre değiştirildi');
  });
});
