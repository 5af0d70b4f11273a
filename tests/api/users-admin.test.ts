import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { readOutbox, refreshCookieOf } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FORBIDDEN = 'Bu işlem için yetkiniz bulunmuyor.';
const idOf = async (email: string) => (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const demoId = (role: number) => idOf(DEMO_USERS.find((u) => u.role === role)!.email);
const get = (role: 0 | 1 | 2 | 3 | 4, url: string) => t.injectAs(role, { method: 'GET', url });
const logRows = (action: string) => t.app.db.selectFrom('activity_logs').selectAll().where('resource', '=', 'user').where('action', '=', action).execute();

let serial = 0;
/** A new account through the admin's create call, with what the test needs changed. */
const createUser = async (over: Record<string, unknown> = {}) => {
  serial += 1;
  const payload = { name: 'Deniz', surname: `Kaya${serial}`, email: `deniz${serial}@example.com`, password: 'Gizli1234', phoneNumber: `+90 532 100 ${String(serial).padStart(2, '0')} 00`, ...over };
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/auth/admin/create-user', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().user as { id: number; email: string; phoneNumber: string; role: number; status: string; flags: number };
};

const validEdit = (u: { email: string; phoneNumber: string }, over: Record<string, unknown> = {}) => ({ name: 'Deniz', surname: 'Kaya', email: u.email, phoneNumber: u.phoneNumber, role: 2, ...over });

describe('POST /v1/auth/admin/create-user', () => {
  it('creates an active account with role employee by default, unverified, and sends the welcome e-mail and SMS', async () => {
    const user = await createUser({ email: 'Yeni.Calisan@Example.com', phoneNumber: '+90 533 444 55 66' });
    expect(user).toMatchObject({ email: 'yeni.calisan@example.com', role: 2, status: 'active', flags: 0, assignedProjects: 0 });
    expect(JSON.stringify(user)).not.toContain('argon2');
    const outbox = readOutbox(t.config.dataDir);
    expect(outbox.some((m) => m.kind === 'email' && m.to === 'yeni.calisan@example.com' && m.subject === 'Hesabınız oluşturuldu')).toBe(true);
    expect(outbox.some((m) => m.kind === 'sms' && m.to === '905334445566' && !m.text.includes('Gizli1234'))).toBe(true);
    expect((await logRows('create')).some((l) => l.resource_id === String(user.id) && l.description.includes('yeni.calisan@example.com'))).toBe(true);
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'yeni.calisan@example.com', password: 'Gizli1234' } });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the company of a supplier and drops it for an employee', async () => {
    const supplier = await createUser({ role: 1, companyName: 'Çelik A.Ş.', taxId: '12345678901' });
    expect(supplier).toMatchObject({ role: 1, company: { name: 'Çelik A.Ş.', taxNumber: '12345678901' } });
    expect(await createUser({ role: 2, companyName: 'Yok', taxId: '1234567890' })).toMatchObject({ company: null });
  });

  it('answers the add-user rules with the spec texts', async () => {
    const post = (payload: object) => t.injectAs(3, { method: 'POST', url: '/v1/auth/admin/create-user', payload });
    const base = { name: 'A', surname: 'B', email: 'ab@example.com', password: 'Gizli1234', phoneNumber: '905551234567' };
    expectValidationError(await post({ ...base, password: 'kisa' }), 'password', 'Şifre en az 8 karakter olmalıdır');
    expectValidationError(await post({ ...base, phoneNumber: '+90 532 12' }), 'phoneNumber', 'Geçerli bir Türkiye telefon numarası girin (+90 5XX XXX XX XX)');
    expectValidationError(await post({ ...base, phoneNumber: undefined }), 'phoneNumber', 'Geçerli bir Türkiye telefon numarası girin (+90 5XX XXX XX XX)');
    expectValidationError(await post({ ...base, taxId: '123' }), 'taxId', 'Vergi numarası 10 veya 11 haneli olmalıdır');
    expectValidationError(await post({ ...base, name: ' ' }), 'name', 'Ad gereklidir');
    expectValidationError(await post({ ...base, email: 'nope' }), 'email', 'Geçerli bir e-posta adresi girin');
    expect((await post({ ...base, role: 7 })).statusCode).toBe(400);
    expect(await t.app.db.selectFrom('users').select('id').where('email', '=', 'ab@example.com').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a taken e-mail or phone with 409', async () => {
    const post = (payload: object) => t.injectAs(3, { method: 'POST', url: '/v1/auth/admin/create-user', payload });
    const taken = await post({ name: 'A', surname: 'B', email: 'admin@example.com', password: 'Gizli1234', phoneNumber: '905559998877' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Bu e-posta adresi zaten kayıtlı.');
    expect((await post({ name: 'A', surname: 'B', email: 'tel@example.com', password: 'Gizli1234', phoneNumber: '905550000003' })).statusCode).toBe(409);
  });

  it.each([0, 1, 2, 4] as const)('refuses role %s with 403 before looking at the body', async (role) => {
    const res = await t.injectAs(role, { method: 'POST', url: '/v1/auth/admin/create-user', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN);
  });
});

describe('GET /v1/users/admin/all', () => {
  it('pages, answers total and the stat cards, never the hash', async () => {
    const res = await get(3, '/v1/users/admin/all?page=1&limit=3');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Kullanıcılar listelendi', page: 1, limit: 3 });
    expect(body.users).toHaveLength(3);
    const count = (await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(body.total).toBe(Number(count));
    expect(body.stats.total).toBe(Number(count));
    expect(body.stats.byRole[3]).toBeGreaterThanOrEqual(1);
    expect(Object.keys(body.users[0]).sort()).toEqual(
      ['assignedProjects', 'company', 'createdAt', 'email', 'flags', 'id', 'lastLogin', 'name', 'phoneNumber', 'role', 'status', 'surname'].sort(),
    );
    expect(res.body).not.toContain('argon2');
  });

  it('filters by role (one or a list) and searches name, surname, e-mail and firm ignoring Turkish case', async () => {
    const masters = (await get(3, '/v1/users/admin/all?role=4')).json();
    expect(masters.users.map((u: { email: string }) => u.email)).toEqual(['usta@example.com']);
    const staff = (await get(3, '/v1/users/admin/all?role=2,3,4&limit=100')).json();
    expect(staff.users.every((u: { role: number }) => [2, 3, 4].includes(u.role))).toBe(true);
    expect(staff.stats.total).toBe(masters.stats.total); // the cards count the whole list
    expect((await get(3, '/v1/users/admin/all?q=ÇALIŞ')).json().users.map((u: { email: string }) => u.email)).toEqual(['calisan@example.com']);
    expect((await get(3, '/v1/users/admin/all?q=tedarikci')).json().total).toBe(1);
    expect((await get(3, '/v1/users/admin/all?q=ali%20%C3%A7al')).json().total).toBe(1);
    expect((await get(3, '/v1/users/admin/all?q=%25')).json().total).toBe(0);
    // The suppliers' search box says 'Ad, soyad, e-posta veya firma ile ara': the firm answers too.
    expect((await get(3, '/v1/users/suppliers?q=%C3%B6RNEK%20METAL')).json().users.map((u: { email: string }) => u.email)).toEqual(['tedarikci@example.com']);
  });

  it('sorts on the server', async () => {
    const asc = (await get(3, '/v1/users/admin/all?sort=email&order=ASC&limit=100')).json().users.map((u: { email: string }) => u.email);
    expect(asc).toEqual([...asc].sort());
    expect((await get(3, '/v1/users/admin/all?sort=bogus')).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ last_login: new Date() }).where('id', '=', await demoId(3)).execute();
    const logins = (await get(3, '/v1/users/admin/all?sort=lastLogin&order=desc&limit=100')).json().users.map((u: { lastLogin: string | null }) => u.lastLogin);
    expect(logins[0]).not.toBeNull();
    expect(logins.slice(logins.indexOf(null)).every((v: string | null) => v === null)).toBe(true); // never signed in: last
  });

  it('refuses bad paging and every other role', async () => {
    expect((await get(3, '/v1/users/admin/all?limit=101')).statusCode).toBe(400);
    expect((await get(3, '/v1/users/admin/all?role=9')).statusCode).toBe(400);
    for (const role of [0, 1, 2, 4] as const) {
      const res = await get(role, '/v1/users/admin/all');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN);
    }
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/users/admin/all' })).statusCode).toBe(401);
  });
});

describe('GET /v1/users/customers and /v1/users/suppliers', () => {
  it('lists customers with active / passive counts by last login within 30 days', async () => {
    const recent = await createUser({ role: 0 });
    const old = await createUser({ role: 0 });
    await t.app.db.updateTable('users').set({ last_login: new Date(Date.now() - 2 * 24 * 3600_000) }).where('id', '=', recent.id).execute();
    const longAgo = new Date(Date.now() - 40 * 24 * 3600_000);
    await t.app.db.updateTable('users').set({ last_login: longAgo, created_at: longAgo }).where('id', '=', old.id).execute();
    const all = (await get(3, '/v1/users/customers')).json();
    expect(all.users.every((u: { role: number }) => u.role === 0)).toBe(true);
    expect(all.stats.total).toBe(all.total);
    expect(all.stats.active + all.stats.passive).toBe(all.stats.total);
    // The dashboard's change against 30 days ago: every customer but the old one is new.
    expect(all.stats.newLast30Days).toEqual({ total: all.stats.total - 1, byRole: { 0: all.stats.total - 1, 1: 0, 2: 0, 3: 0, 4: 0 } });
    const active = (await get(3, '/v1/users/customers?activity=active')).json();
    expect(active.users.map((u: { id: number }) => u.id)).toContain(recent.id);
    expect(active.users.map((u: { id: number }) => u.id)).not.toContain(old.id);
    expect(active.total).toBe(all.stats.active);
    const passive = (await get(3, '/v1/users/customers?activity=passive&limit=100')).json();
    expect(passive.users.map((u: { id: number }) => u.id)).toContain(old.id);
  });

  it('lets the job screens of employees and masters pick customers, without contact details', async () => {
    for (const role of [2, 4] as const) {
      const res = await get(role, '/v1/users/customers?q=can');
      expect(res.statusCode).toBe(200);
      const [first] = res.json().users;
      expect(first).toMatchObject({ name: 'Can', surname: 'Müşteri', role: 0 });
      expect(first.email).toBeUndefined();
      expect(first.phoneNumber).toBeUndefined();
    }
    for (const role of [0, 1] as const) expect((await get(role, '/v1/users/customers')).statusCode).toBe(403);
  });

  it("does not let the picker's search find people by the e-mail it hides", async () => {
    // musteri@example.com is Can Müşteri: 'musteri@' is only in the e-mail.
    expect((await get(2, '/v1/users/customers?q=musteri%40')).json().total).toBe(0);
    expect((await get(2, '/v1/users/customers?q=example.com')).json().total).toBe(0);
    expect((await get(2, '/v1/users/customers?q=m%C3%BC%C5%9Fteri')).json().total).toBeGreaterThan(0);
    // Whoever may see e-mails may search them.
    expect((await get(3, '/v1/users/customers?q=musteri%40')).json().total).toBe(1);
  });

  it('shows the admin every supplier and a supplier only their own record', async () => {
    await createUser({ role: 1, companyName: 'Döküm Ltd.', taxId: '1234567890' });
    const forAdmin = (await get(3, '/v1/users/suppliers?limit=100')).json();
    expect(forAdmin.total).toBeGreaterThanOrEqual(2);
    expect(forAdmin.users.every((u: { role: number }) => u.role === 1)).toBe(true);
    const forSupplier = (await get(1, '/v1/users/suppliers')).json();
    expect(forSupplier.users.map((u: { email: string }) => u.email)).toEqual(['tedarikci@example.com']);
    expect(forSupplier.stats.total).toBe(1);
    for (const role of [0, 2, 4] as const) expect((await get(role, '/v1/users/suppliers')).statusCode).toBe(403);
  });
});

describe('PUT /v1/users/admin/:id', () => {
  it('updates the user, answers the spec message and logs it; a new e-mail is unverified again', async () => {
    const user = await createUser();
    await t.app.db.updateTable('users').set({ flags: 3 }).where('id', '=', user.id).execute();
    const res = await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${user.id}`, payload: validEdit(user, { email: 'yeni.adres@example.com', role: 4 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Kullanıcı başarıyla güncellendi', user: { email: 'yeni.adres@example.com', role: 4, flags: 2 } });
    expect((await logRows('update')).some((l) => l.resource_id === String(user.id))).toBe(true);
  });

  it('takes the company as a JSON string and checks the supplier rules', async () => {
    const user = await createUser();
    const put = (company: unknown) => t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${user.id}`, payload: validEdit(user, { role: 1, company }) });
    const ok = await put(JSON.stringify({ name: 'Örnek Torna', taxNumber: '1234567890', phone: '02120000000' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.company).toEqual({ name: 'Örnek Torna', taxNumber: '1234567890', phone: '02120000000' });
    expectValidationError(await put({ taxNumber: '1234567890', phone: '0212' }), 'company.name', 'Firma adı gereklidir');
    expectValidationError(await put({ name: 'X', phone: '0212' }), 'company.taxNumber', 'Vergi numarası gereklidir');
    expectValidationError(await put({ name: 'X', taxNumber: '12345', phone: '0212' }), 'company.taxNumber', 'Vergi numarası 10 veya 11 haneli olmalıdır');
    expectValidationError(await put({ name: 'X', taxNumber: '1234567890' }), 'company.phone', 'Şirket telefonu gereklidir');
  });

  it('holds a customer’s given tax number to 10 or 11 digits, as the add form does', async () => {
    const user = await createUser();
    const put = (company: unknown) => t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${user.id}`, payload: validEdit(user, { role: 0, company }) });
    expectValidationError(await put({ name: 'Örnek', taxNumber: '123' }), 'company.taxNumber', 'Vergi numarası 10 veya 11 haneli olmalıdır');
    expect((await put({ name: 'Örnek' })).statusCode).toBe(200);
    const ok = await put({ name: 'Örnek', taxNumber: '12345678901' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.company).toMatchObject({ taxNumber: '12345678901' });
  });

  it('answers the edit-user rules with the spec texts', async () => {
    const user = await createUser();
    const put = (over: Record<string, unknown>) => t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${user.id}`, payload: validEdit(user, over) });
    expectValidationError(await put({ name: '' }), 'name', 'Ad gereklidir');
    expectValidationError(await put({ surname: '' }), 'surname', 'Soyad gereklidir');
    expectValidationError(await put({ email: '' }), 'email', 'E-posta adresi gereklidir');
    expectValidationError(await put({ email: 'x@' }), 'email', 'Geçerli bir e-posta adresi girin');
    expectValidationError(await put({ username: 'ab' }), 'username', 'Kullanıcı adı en az 3 karakter olmalıdır');
    expectValidationError(await put({ username: '' }), 'username', 'Kullanıcı adı gereklidir');
    expect((await put({ role: 5 })).statusCode).toBe(400);
    const taken = await put({ email: 'admin@example.com' });
    expect(taken.statusCode).toBe(409);
    expect((await t.injectAs(3, { method: 'PUT', url: '/v1/users/admin/987654', payload: validEdit(user) })).statusCode).toBe(404);
  });

  it.each([0, 1, 2, 4] as const)('refuses role %s with 403', async (role) => {
    const res = await t.injectAs(role, { method: 'PUT', url: `/v1/users/admin/${await demoId(0)}`, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN);
  });

  it('never demotes the last active admin, but lets one admin demote another', async () => {
    const adminId = await demoId(3);
    const self = { name: 'Ayşe', surname: 'Yönetici', email: 'admin@example.com', phoneNumber: '905550000003' };
    const demote = await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${adminId}`, payload: { ...self, role: 2 } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('Sistemdeki son yönetici silinemez, devre dışı bırakılamaz veya rolü değiştirilemez.');
    const second = await createUser({ role: 3 });
    const res = await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${second.id}`, payload: validEdit(second, { role: 2 }) });
    expect(res.statusCode).toBe(200);
    expect((await t.app.db.selectFrom('users').select('role').where('id', '=', adminId).executeTakeFirstOrThrow()).role).toBe(3);
  });
});

describe('PUT /v1/users/admin/:id/status', () => {
  it('approves a waiting account', async () => {
    const user = await createUser({ role: 1 });
    await t.app.db.updateTable('users').set({ status: 'pending' }).where('id', '=', user.id).execute();
    const res = await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${user.id}/status`, payload: { status: 'active' } });
    expect(res.json()).toMatchObject({ success: true, message: 'Hesap onaylandı', user: { status: 'active' } });
    expect((await logRows('approve')).some((l) => l.resource_id === String(user.id))).toBe(true);
  });

  it('deactivation signs the user out everywhere: refresh refused, the old access token is 401, sign-in refused', async () => {
    const user = await createUser({ role: 4 });
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email, password: 'Gizli1234' } });
    const accessToken = login.json().accessToken as string;
    const cookie = refreshCookieOf(login)!.value;
    const me = () => t.app.inject({ method: 'GET', url: '/v1/users/@me', headers: { authorization: `Bearer ${accessToken}` } });
    expect((await me()).statusCode).toBe(200);

    const res = await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${user.id}/status`, payload: { status: 'disabled' } });
    expect(res.json()).toMatchObject({ success: true, message: 'Hesap devre dışı bırakıldı', user: { status: 'disabled' } });
    const tokens = await t.app.db.selectFrom('refresh_tokens').select('revoked_at').where('user_id', '=', user.id).execute();
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((r) => r.revoked_at !== null)).toBe(true);
    expect((await me()).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/v1/auth/refresh', headers: { 'content-type': 'application/json' }, cookies: { refresh_token: cookie } });
    expect(refresh.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email, password: 'Gizli1234' } })).statusCode).toBe(403);
    expect((await logRows('deactivate')).some((l) => l.resource_id === String(user.id))).toBe(true);
  });

  it('refuses to deactivate oneself, a bad status and non-admins', async () => {
    const adminId = await demoId(3);
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${adminId}/status`, payload: { status: 'disabled' } })).statusCode).toBe(409);
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/users/admin/${adminId}/status`, payload: { status: 'gone' } })).statusCode).toBe(400);
    expect((await t.injectAs(2, { method: 'PUT', url: `/v1/users/admin/${adminId}/status`, payload: { status: 'active' } })).statusCode).toBe(403);
  });
});

describe('DELETE /v1/users/admin/:id', () => {
  it('really deletes the user, keeps their log rows by name and logs the deletion', async () => {
    const user = await createUser();
    const res = await t.injectAs(3, { method: 'DELETE', url: `/v1/users/admin/${user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Kullanıcı başarıyla silindi' });
    expect(await t.app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect((await logRows('delete')).some((l) => l.resource_id === String(user.id))).toBe(true);
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/users/admin/${user.id}` })).statusCode).toBe(404);
  });

  it('refuses a user tied to jobs with 409: deactivate instead', async () => {
    for (const column of ['created_by', 'assigned_to', 'customer_id'] as const) {
      const user = await createUser();
      await t.app.db.insertInto('jobs').values({ description: 'Flanş torna', [column]: user.id }).execute();
      const res = await t.injectAs(3, { method: 'DELETE', url: `/v1/users/admin/${user.id}` });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Bu kullanıcıya bağlı işler bulunduğu için silinemez. Bunun yerine hesabı devre dışı bırakın.');
      expect(await t.app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();
    }
  });

  it('refuses deleting oneself (the last admin) and non-admins', async () => {
    const self = await t.injectAs(3, { method: 'DELETE', url: `/v1/users/admin/${await demoId(3)}` });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Kendi hesabınızı silemezsiniz.');
    for (const role of [0, 1, 2, 4] as const) {
      const res = await t.injectAs(role, { method: 'DELETE', url: `/v1/users/admin/${await demoId(0)}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN);
    }
    expect((await t.injectAs(3, { method: 'DELETE', url: '/v1/users/admin/abc' })).statusCode).toBe(400);
  });
});
