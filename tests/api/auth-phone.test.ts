import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { lastSmsCode } from './helpers/outbox';

let t: TestApp;
let token: string;
let userId: number;
const PHONE = '905331234567';

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { name: 'Tel', surname: 'Doğrula', email: 'tel@example.com', password: 'Guclu123!', role: 0, phoneNumber: PHONE },
  });
  ({ accessToken: token, user: { id: userId } } = res.json());
});
afterAll(() => t.close());

const call = (url: string, payload: unknown, auth: string | null = token) =>
  t.app.inject({ method: 'POST', url: `/v1/auth/${url}`, payload: payload as object, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
/** Ends the running cooldown, as if 120 s had passed. */
const endCooldown = () => t.app.db.updateTable('message_sends').set({ sent_at: new Date(Date.now() - 121_000) }).where('user_id', '=', userId).execute();
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS codes', () => {
  it('refuses a resend within 120 s of the registration SMS, then allows it', async () => {
    const early = await call('send-sms-verification', { phoneNumber: PHONE });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Çok sık istekte bulunuyorsunuz. Lütfen bekleyin.');
    expect(early.json().retryAfter).toBeGreaterThan(110);
    expect(early.headers['retry-after']).toBeDefined();
    await endCooldown();
    const before = Date.now();
    const res = await call('send-sms-verification', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().smsTimeestamp).toBeGreaterThanOrEqual(before);
  });

  it('answers a wrong code with the spec text and the tries left', async () => {
    const res = await call('verify-sms-code', { code: wrongCodeFor(lastSmsCode(t.config.dataDir, PHONE)!) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Kod hatalı. Lütfen tekrar deneyin.', remainingAttempts: 4 });
  });

  it('kills a code after 5 tries: the 6th is refused even when right', async () => {
    const code = lastSmsCode(t.config.dataDir, PHONE)!;
    for (let i = 0; i < 4; i++) expect((await call('verify-sms-code', { code: wrongCodeFor(code) })).statusCode).toBe(400);
    const sixth = await call('verify-sms-code', { code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Çok fazla hatalı deneme yapıldı. Lütfen yeni kod isteyin.');
  });

  it('refuses an expired code', async () => {
    await endCooldown();
    expect((await call('send-sms-verification', {})).statusCode).toBe(200);
    await t.app.db.updateTable('one_time_secrets').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', userId).execute();
    const res = await call('verify-sms-code', { code: lastSmsCode(t.config.dataDir, PHONE) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.');
  });

  it('checks the code format and requires a session', async () => {
    expectValidationError(await call('verify-sms-code', { code: '12ab56' }), 'code', 'Lütfen 6 haneli kodu doğru girin.');
    expect((await call('verify-sms-code', { code: '123456' }, null)).statusCode).toBe(401);
    expect((await call('send-sms-verification', {}, null)).statusCode).toBe(401);
  });

  it('verifies with the newest code: flag bit 2 set, code used up, logged; then says it is already verified', async () => {
    await endCooldown();
    await call('send-sms-verification', {});
    const code = lastSmsCode(t.config.dataDir, PHONE)!;
    const res = await call('verify-sms-code', { phoneNumber: PHONE, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Telefon numaranız başarıyla doğrulandı.', user: { id: userId, flags: 2 } });
    const log = await t.app.db.selectFrom('activity_logs').select('user_id').where('action', '=', 'phone_verify').executeTakeFirst();
    expect(log?.user_id).toBe(userId);
    const again = await call('verify-sms-code', { code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Telefon numaranız zaten doğrulanmış.');
    expect((await call('send-sms-verification', {})).statusCode).toBe(409);
  });
});

describe('POST /auth/change-phone-number', () => {
  const NEW_PHONE = '905339998877';

  it('checks the new number with the spec texts and refuses one taken by another account', async () => {
    expectValidationError(await call('change-phone-number', { newPhoneNumber: ' ' }), 'newPhoneNumber', 'Lütfen yeni telefon numaranızı girin.');
    expectValidationError(await call('change-phone-number', { newPhoneNumber: '532 11' }), 'newPhoneNumber', 'Lütfen geçerli bir telefon numarası girin.');
    const taken = await call('change-phone-number', { newPhoneNumber: '+90 555 000 00 03' });
    expect(taken.statusCode).toBe(409);
  });

  it('respects the cooldown and changes nothing while it runs', async () => {
    await t.app.db.updateTable('message_sends').set({ sent_at: new Date() }).where('user_id', '=', userId).execute();
    expect((await call('change-phone-number', { newPhoneNumber: NEW_PHONE })).statusCode).toBe(429);
    const row = await t.app.db.selectFrom('users').select(['phone_number', 'flags']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ phone_number: PHONE, flags: 2 });
  });

  it('saves the number unverified, sends a code there, and that code verifies it', async () => {
    await endCooldown();
    const res = await call('change-phone-number', { newPhoneNumber: '0533 999 88 77' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, requiresVerification: true });
    const row = await t.app.db.selectFrom('users').select(['phone_number', 'flags']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ phone_number: NEW_PHONE, flags: 0 });
    const verified = await call('verify-sms-code', { code: lastSmsCode(t.config.dataDir, NEW_PHONE) });
    expect(verified.json().user).toMatchObject({ phoneNumber: NEW_PHONE, flags: 2 });
    expect(await t.app.db.selectFrom('activity_logs').select('id').where('action', '=', 'phone_change').execute()).toHaveLength(1);
  });
});
