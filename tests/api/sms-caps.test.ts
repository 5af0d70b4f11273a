// Issue 12: no single source runs up an SMS bill. Besides each account's 120 s cooldown, texts
// are capped per phone number and overall per hour, enforced in the same statement that claims
// the send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimSend } from '../../server/services/cooldowns';
import { buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ smsCaps: { perNumber: 2, overall: 5 } });
});
afterAll(() => t.close());

const register = (i: number, phoneNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { name: 'Kayıt', surname: String(i), email: `kayit${i}@example.com`, password: 'Guclu123!', role: 0, phoneNumber },
    remoteAddress: `198.51.100.${i}`,
  });

const smsCount = async () => Number((await t.app.db.selectFrom('message_sends').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'phone_code').executeTakeFirstOrThrow()).n);

describe('SMS caps', () => {
  it('stops texting one number after its hourly cap, even past each resend cooldown', async () => {
    const phone = '905330000001';
    const res = await register(1, phone);
    expect(res.statusCode).toBe(201);
    const token = res.json().accessToken as string;
    const resend = async () => {
      // Past the account's 120 s resend cooldown, still within the hour.
      await t.app.db.updateTable('message_sends').set({ sent_at: new Date(Date.now() - 121_000) }).execute();
      return t.app.inject({ method: 'POST', url: '/v1/auth/send-sms-verification', payload: { phoneNumber: phone }, headers: { authorization: `Bearer ${token}` } });
    };
    expect((await resend()).statusCode).toBe(200);
    const third = await resend();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('Bu numaraya bir saat içinde çok fazla SMS gönderildi. Lütfen daha sonra tekrar deneyin.');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await smsCount()).toBe(2);
  });

  it('stops texting altogether at the overall hourly cap', async () => {
    for (const i of [2, 3, 4]) expect((await register(i, `90533000000${i}`)).statusCode).toBe(201);
    expect(await smsCount()).toBe(5);
    // The sixth text of the hour, to a number never texted: refused by the overall cap.
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', 'kayit4@example.com').executeTakeFirstOrThrow();
    const refused = await claimSend(t.app.db, { userId: user.id, kind: 'reset_sms', target: '905337777777' }, new Date(), { perNumber: 10, overall: 5 });
    expect(refused).toMatchObject({ ok: false, reason: 'overallCap' });
    // E-mails are not texts: no SMS cap applies to them.
    const mail = await claimSend(t.app.db, { userId: user.id, kind: 'reset_email', target: 'kayit4@example.com' }, new Date(), { perNumber: 1, overall: 1 });
    expect(mail.ok).toBe(true);
  });
});

describe('one account per phone number', () => {
  it('ten parallel registrations with one number give one account and nine clear refusals', async () => {
    const phone = '905448887766';
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/auth/register',
          payload: { name: 'Yarış', surname: String(i), email: `yaris${i}@example.com`, password: 'Guclu123!', role: 0, phoneNumber: phone },
          remoteAddress: `198.51.100.${100 + i}`,
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().message).toBe('Bu telefon numarası zaten kayıtlı.');
    const accounts = await t.app.db.selectFrom('users').select('id').where('phone_number', '=', phone).execute();
    expect(accounts).toHaveLength(1);
  });
});
