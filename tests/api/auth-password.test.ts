import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { lastLinkToken, readOutbox, refreshCookieOf } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EMAIL = 'tedarikci@example.com';
const PHONE = '905550000001';
const RESET = '/auth/reset-password/';

const post = (url: string, payload: unknown, remoteAddress?: string) => t.app.inject({ method: 'POST', url: `/v1${url}`, payload: payload as object, remoteAddress });
const login = (password: string) => post('/auth/login', { email: EMAIL, password });
const endCooldowns = () => t.app.db.updateTable('message_sends').set({ sent_at: new Date(Date.now() - 121_000) }).execute();

describe('forgot password', () => {
  it('tells an unknown e-mail or phone with the spec texts', async () => {
    const email = await post('/auth/forgot-password', { email: 'kimse@example.com' });
    expect(email.statusCode).toBe(404);
    expect(email.json().message).toBe('Bu e-posta adresine kayıtlı kullanıcı bulunamadı.');
    const phone = await post('/auth/forgot-password-sms', { phoneNumber: '905329999999' });
    expect(phone.statusCode).toBe(404);
    expect(phone.json().message).toBe('Bu telefon numarasına kayıtlı kullanıcı bulunamadı.');
  });

  it('sends an e-mail link, then refuses a second request within 120 s with 429 and retryAfter', async () => {
    const res = await post('/auth/forgot-password', { email: EMAIL });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(lastLinkToken(t.config.dataDir, EMAIL, RESET)).toBeTruthy();
    const again = await post('/auth/forgot-password', { email: EMAIL });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ message: 'Çok sık istekte bulunuyorsunuz. Lütfen bekleyin.' });
    expect(again.json().retryAfter).toBeGreaterThan(100);
  });

  it('keeps a separate cooldown for SMS, which carries a link to the same reset screen', async () => {
    const res = await post('/auth/forgot-password-sms', { phoneNumber: '+90 555 000 00 01' });
    expect(res.statusCode).toBe(200);
    const sms = readOutbox(t.config.dataDir).filter((m) => m.kind === 'sms').pop()!;
    expect(sms.to).toBe(PHONE);
    expect(sms.text).toContain(`http://localhost:${t.config.port}${RESET}`);
    expect((await post('/auth/forgot-password-sms', { phoneNumber: PHONE })).statusCode).toBe(429);
    const logs = await t.app.db.selectFrom('activity_logs').select('description').where('action', '=', 'password_reset_request').execute();
    expect(logs).toHaveLength(2);
  });

  it('limits requests per IP so existence cannot be probed quickly', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post('/auth/forgot-password', { email: `yok${i}@example.com` }, '198.51.100.9')).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('checks the input', async () => {
    expectValidationError(await post('/auth/forgot-password', { email: 'nope' }), 'email', 'Geçerli bir e-posta adresi girin');
    expectValidationError(await post('/auth/forgot-password-sms', { phoneNumber: '123' }), 'phoneNumber', 'Geçerli bir Türkiye telefon numarası girin (+90 5XX XXX XX XX)');
  });
});

describe('POST /auth/reset-password/:token', () => {
  it('refuses an unknown token and a weak password', async () => {
    const res = await post(`${RESET}uydurma-token`, { newPassword: 'Yeni1234!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Geçersiz şifre sıfırlama bağlantısı.');
    const token = lastLinkToken(t.config.dataDir, EMAIL, RESET)!;
    expectValidationError(await post(`${RESET}${token}`, { newPassword: 'yeni1234' }), 'newPassword', 'Şifre en az bir büyük harf içermelidir');
  });

  it('sets the password, signs the account out everywhere, and the link works once', async () => {
    const session = refreshCookieOf(await login(DEMO_PASSWORD))!.value;
    const token = lastLinkToken(t.config.dataDir, EMAIL, RESET)!;
    const res = await post(`${RESET}${token}`, { newPassword: 'Yeni1234!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/refresh', cookies: { refresh_token: session } })).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('Yeni1234!')).statusCode).toBe(200);
    expect((await post(`${RESET}${token}`, { newPassword: 'Baska123!' })).statusCode).toBe(400);
    const log = await t.app.db.selectFrom('activity_logs').select('user_name').where('action', '=', 'password_reset').executeTakeFirst();
    expect(log?.user_name).toBe('Zeynep Tedarik');
  });

  it('closes the other reset links once one is used', async () => {
    const smsLink = readOutbox(t.config.dataDir).filter((m) => m.kind === 'sms').pop()!.text;
    const token = smsLink.slice(smsLink.indexOf(RESET) + RESET.length).trim();
    expect((await post(`${RESET}${token}`, { newPassword: 'Baska123!' })).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    await endCooldowns();
    await post('/auth/forgot-password', { email: EMAIL });
    await t.app.db.updateTable('one_time_secrets').set({ expires_at: new Date(Date.now() - 1000) }).where('purpose', '=', 'password_reset').execute();
    const res = await post(`${RESET}${lastLinkToken(t.config.dataDir, EMAIL, RESET)}`, { newPassword: 'Baska123!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Geçersiz şifre sıfırlama bağlantısı.');
  });
});
