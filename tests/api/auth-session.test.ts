import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { refreshCookieOf } from './helpers/outbox';

// A spy on argon2's verify proves that an unknown e-mail costs a real verification too.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
const argon2 = await import('@node-rs/argon2');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password = DEMO_PASSWORD, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress });
const refresh = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/refresh', headers: { 'content-type': 'application/json' }, cookies: token ? { refresh_token: token } : {} });
const logsOf = (action: string) => t.app.db.selectFrom('activity_logs').selectAll().where('action', '=', action).execute();

describe('POST /auth/login', () => {
  it('answers an access token and the user, sets the refresh cookie, stamps last login and logs it', async () => {
    const res = await login('Musteri@Example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { email: 'musteri@example.com', role: 0, status: 'active' } });
    expect(body.user.password_hash).toBeUndefined();
    expect(body.user.lastLogin).not.toBeNull();
    expect(typeof body.accessToken).toBe('string');
    const cookie = refreshCookieOf(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
    expect(cookie.secure).toBeFalsy(); // development; Secure in production
    expect(cookie.maxAge).toBeGreaterThan(24 * 3600);
    const me = await t.app.inject({ method: 'GET', url: '/v1/users/@me', headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(me.json().user.email).toBe('musteri@example.com');
    expect((await logsOf('login')).some((l) => l.user_name === 'Can Müşteri')).toBe(true);
  });

  it('refuses a wrong password and an unknown e-mail alike, both after real argon2 work', async () => {
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();
    const wrong = await login('calisan@example.com', 'Yanlis123!');
    expect(verify).toHaveBeenCalledTimes(1);
    const unknown = await login('kimse@example.com', 'Yanlis123!');
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[1][0]).toMatch(/^\$argon2id\$/); // the dummy hash, same parameters
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', message: 'E-posta veya şifre hatalı.' });
      expect(refreshCookieOf(res)).toBeUndefined();
    }
    expect((await logsOf('login_failed')).length).toBe(1); // only the known account gets a row
  });

  it('requires both fields with the spec text', async () => {
    expectValidationError(await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'a@b.co' } }), 'password', 'E-posta ve şifre alanları zorunludur.');
    expectValidationError(await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: '', password: 'x' } }), 'email', 'E-posta ve şifre alanları zorunludur.');
  });

  it('refuses a disabled account with 403 only after the right password', async () => {
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('email', '=', 'usta@example.com').execute();
    expect((await login('usta@example.com', 'Yanlis123!')).statusCode).toBe(401);
    const res = await login('usta@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: 'Hesabınız devre dışı bırakılmış. Lütfen yönetici ile iletişime geçin.' });
    await t.app.db.updateTable('users').set({ status: 'active' }).where('email', '=', 'usta@example.com').execute();
  });

  it('locks an e-mail for 15 minutes after 5 failures, known or not, right password included', async () => {
    for (const email of ['tedarikci@example.com', 'yok@example.com']) {
      for (let i = 0; i < 5; i++) expect((await login(email, 'Yanlis123!')).statusCode).toBe(401);
      const locked = await login(email, DEMO_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().retryAfter).toBeGreaterThan(14 * 60);
    }
    // The lock ends 15 minutes after the fifth failure.
    await t.app.db.updateTable('login_failures').set({ failed_at: new Date(Date.now() - 16 * 60_000) }).execute();
    expect((await login('tedarikci@example.com')).statusCode).toBe(200);
  });

  it('stops an address after 20 failed sign-ins (any e-mails) with a Turkish 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await login(`ip${i}@example.com`, 'x', '203.0.113.7')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
    const res = await login('musteri@example.com', DEMO_PASSWORD, '203.0.113.7');
    expect(res.json()).toMatchObject({ success: false, message: 'Çok sık istekte bulunuyorsunuz. Lütfen bekleyin.' });
  });

  it('lets a pending account sign in with only its profile reachable', async () => {
    await t.app.db.updateTable('users').set({ status: 'pending' }).where('email', '=', 'calisan@example.com').execute();
    const res = await login('calisan@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.status).toBe('pending');
    const bearer = { authorization: `Bearer ${res.json().accessToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/@me', headers: bearer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/jobs', headers: bearer })).statusCode).toBe(403);
    await t.app.db.updateTable('users').set({ status: 'active' }).where('email', '=', 'calisan@example.com').execute();
  });
});

describe('access tokens', () => {
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/users/@me', headers: { authorization: `Bearer ${token}` } });

  it('answers 401 TOKEN_EXPIRED for an expired token', async () => {
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    const res = await me(await t.app.accessTokens.sign({ sub: user.id, role: 3 }, Date.now() - 16 * 60_000));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('ends a token that was accepted before once its 15 minutes are over', async () => {
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    const token = await t.app.accessTokens.sign({ sub: user.id, role: 3 });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 401 for a forged, tampered or alg:none token', async () => {
    const good = await t.tokenFor(3);
    const [header, payload, signature] = good.split('.');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${b64({ ...claims, role: 3, sub: String(Number(claims.sub) + 1) })}.${signature}`;
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const forged = `${header}.${payload}.${Buffer.from('not-our-key').toString('base64url')}`;
    for (const token of [tampered, none, forged, 'garbage']) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_TOKEN');
    }
  });
});

describe('POST /auth/refresh', () => {
  const signIn = async () => refreshCookieOf(await login('admin@example.com'))!.value;

  it('rotates: a new access token and a new cookie, with an empty JSON body as the client sends it', async () => {
    const first = await signIn();
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().accessToken).toBe('string');
    const next = refreshCookieOf(res)!.value;
    expect(next).not.toBe(first);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('gives a rotated token presented again within the grace window a token (two tabs)', async () => {
    const first = await signIn();
    const a = await refresh(first);
    const b = await refresh(first);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(a)!.value)).statusCode).toBe(200);
  });

  it('takes reuse after the grace window for theft: the whole family is revoked', async () => {
    const first = await signIn();
    const newest = refreshCookieOf(await refresh(first))!.value;
    await t.app.db.updateTable('refresh_tokens').set({ rotated_at: new Date(Date.now() - 60_000) }).where('rotated_at', 'is not', null).execute();
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(refreshCookieOf(reuse)?.value).toBe(''); // cleared
    expect((await refresh(newest)).statusCode).toBe(401);
  });

  it('refuses no cookie and an unknown cookie with 401', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('made-up')).statusCode).toBe(401);
  });
});

describe('GET /auth/logout', () => {
  it('revokes every refresh token of the user, clears the cookie and logs it', async () => {
    const one = await login('musteri@example.com');
    const other = refreshCookieOf(await login('musteri@example.com'))!.value;
    const res = await t.app.inject({ method: 'GET', url: '/v1/auth/logout', headers: { authorization: `Bearer ${one.json().accessToken}` } });
    expect(res.statusCode).toBe(200);
    expect(refreshCookieOf(res)?.value).toBe('');
    expect((await refresh(refreshCookieOf(one)!.value)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await logsOf('logout')).length).toBe(1);
  });

  it('finds the user by the refresh cookie when the access token has expired', async () => {
    const cookie = refreshCookieOf(await login('admin@example.com'))!.value;
    const res = await t.app.inject({ method: 'GET', url: '/v1/auth/logout', cookies: { refresh_token: cookie } });
    expect(res.statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('answers 200 without any session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/logout' })).json()).toMatchObject({ success: true });
  });
});
