import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { lastLinkToken } from './helpers/outbox';

let t: TestApp;
let token: string;
let userId: number;
const EMAIL = 'eposta@example.com';
const VERIFY = '/verify-email/';

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { name: 'Posta', surname: 'Doğrula', email: EMAIL, password: 'Guclu123!', role: 0, phoneNumber: '905341112233' },
  });
  ({ accessToken: token, user: { id: userId } } = res.json());
});
afterAll(() => t.close());

const resend = (auth: string | null = token) =>
  t.app.inject({ method: 'GET', url: '/v1/users/send-verification-email', headers: auth ? { authorization: `Bearer ${auth}` } : {} });
const verify = (linkToken: string) => t.app.inject({ method: 'GET', url: `/v1/auth/verify-email/${linkToken}` });

describe('e-mail verification', () => {
  it('holds the resend for 120 s after the registration mail, then sends a new link', async () => {
    await expect.poll(() => lastLinkToken(t.config.dataDir, EMAIL, VERIFY)).toBeTruthy();
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.json().retryAfter).toBeGreaterThan(100);
    await t.app.db.updateTable('message_sends').set({ sent_at: new Date(Date.now() - 121_000) }).where('user_id', '=', userId).execute();
    const res = await resend();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Doğrulama mail başarıyla gönderildi!' });
    expect((await resend(null)).statusCode).toBe(401);
  });

  it('refuses an unknown or expired link with a message', async () => {
    const unknown = await verify('uydurma');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Doğrulama bağlantısı geçersiz, daha önce kullanılmış veya süresi dolmuş.' });
    const latest = lastLinkToken(t.config.dataDir, EMAIL, VERIFY)!;
    await t.app.db.updateTable('one_time_secrets').set({ expires_at: new Date(Date.now() - 1000) }).where('purpose', '=', 'email_verify').execute();
    expect((await verify(latest)).statusCode).toBe(400);
    await t.app.db.updateTable('one_time_secrets').set({ expires_at: new Date(Date.now() + 3600_000) }).where('purpose', '=', 'email_verify').execute();
  });

  it('sets flag bit 1 once, logs it, and then says the address is verified', async () => {
    const latest = lastLinkToken(t.config.dataDir, EMAIL, VERIFY)!;
    const res = await verify(latest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'E-posta adresiniz başarıyla doğrulandı.' });
    const row = await t.app.db.selectFrom('users').select('flags').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.flags & 1).toBe(1);
    expect((await verify(latest)).statusCode).toBe(400);
    expect(await t.app.db.selectFrom('activity_logs').select('id').where('action', '=', 'email_verify').execute()).toHaveLength(1);
    const again = await resend();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('E-posta adresiniz zaten doğrulanmış.');
  });
});
