import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { lastLinkToken, lastSmsCode, readOutbox, refreshCookieOf } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/auth/register', payload: body });
const person = (email: string, phoneNumber: string, extra: Record<string, unknown> = {}) => ({
  name: 'Deniz',
  surname: 'Deneme',
  email,
  password: 'Guclu123!',
  role: 0,
  phoneNumber,
  ...extra,
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /auth/register', () => {
  it('creates an active customer, signs it in and sends the SMS code and the e-mail link', async () => {
    const before = Date.now();
    const res = await register(person('Yeni@Example.com', '+90 532 111 22 33'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, phoneVerificationRequired: true, user: { email: 'yeni@example.com', phoneNumber: '905321112233', status: 'active', flags: 0, role: 0 } });
    expect(body.smsTimeestamp).toBeGreaterThanOrEqual(before);
    expect(refreshCookieOf(res)?.value).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/@me', headers: bearer(body.accessToken) })).json().user.id).toBe(body.user.id);

    expect(lastSmsCode(t.config.dataDir, '905321112233')).toMatch(/^\d{6}$/);
    await expect.poll(() => lastLinkToken(t.config.dataDir, 'yeni@example.com', '/verify-email/')).toBeTruthy();
    const files = readOutbox(t.config.dataDir);
    expect(Object.keys(files[0]).sort()).toEqual(['createdAt', 'kind', 'text', 'to']);
    const log = await t.app.db.selectFrom('activity_logs').selectAll().where('action', '=', 'register').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ user_id: body.user.id, user_name: 'Deniz Deneme', resource: 'auth' });
  });

  it('keeps a supplier pending with its company; an employee pending too', async () => {
    const supplier = await register(person('firma@example.com', '905321112234', { role: 1, companyName: 'Deneme Döküm', taxId: '1234567890' }));
    expect(supplier.statusCode).toBe(201);
    expect(supplier.json().user).toMatchObject({ status: 'pending', company: { name: 'Deneme Döküm', taxNumber: '1234567890', phone: '905321112234' } });
    const employee = await register(person('isci@example.com', '905321112235', { role: 2 }));
    expect(employee.json().user.status).toBe('pending');
  });

  it('lets a pending employee reach nothing beyond the profile, even with a verified phone, until approved', async () => {
    const res = await register(person('bekleyen@example.com', '905321112236', { role: 2 }));
    const { accessToken, user } = res.json();
    const code = lastSmsCode(t.config.dataDir, '905321112236')!;
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/verify-sms-code', headers: bearer(accessToken), payload: { code } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/jobs', headers: bearer(accessToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/counters', headers: bearer(accessToken) })).statusCode).toBe(403);
    await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', user.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/v1/jobs', headers: bearer(accessToken) })).statusCode).toBe(200);
  });

  it('accepts only roles 0, 1 and 2', async () => {
    for (const role of [3, 4, 7]) expectValidationError(await register(person(`rol${role}@example.com`, '905321112240', { role })), 'role', 'Geçersiz rol seçimi');
    const written = await t.app.db.selectFrom('users').select('id').where('email', 'like', 'rol%').execute();
    expect(written).toEqual([]);
  });

  it('refuses a taken e-mail or phone with 409', async () => {
    const email = await register(person('MUSTERI@example.com', '905321112250'));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('Bu e-posta adresi zaten kayıtlı.');
    const phone = await register(person('baska@example.com', '905550000000'));
    expect(phone.statusCode).toBe(409);
    expect(phone.json().message).toBe('Bu telefon numarası zaten kayıtlı.');
  });

  it('checks the fields with the spec texts', async () => {
    expectValidationError(await register(person('zayif@example.com', '905321112260', { password: 'guclu123!' })), 'password', 'Şifre en az bir büyük harf içermelidir');
    expectValidationError(await register(person('kisa@example.com', '905321112261', { password: 'Gu1!' })), 'password', 'Şifre en az 8 karakter olmalıdır');
    expectValidationError(await register(person('tel@example.com', '12345')), 'phoneNumber', 'Geçerli bir Türkiye telefon numarası girin (+90 5XX XXX XX XX)');
    expectValidationError(await register(person('firma2@example.com', '905321112262', { role: 1 })), 'companyName', 'Firma adı gereklidir');
    expectValidationError(await register(person('vergi@example.com', '905321112263', { role: 1, companyName: 'X', taxId: '123' })), 'taxId', 'Vergi numarası 10 veya 11 haneli olmalıdır');
    expectValidationError(await register({ ...person('bos@example.com', '905321112264'), name: ' ' }), 'name', 'Ad gereklidir');
  });
});
