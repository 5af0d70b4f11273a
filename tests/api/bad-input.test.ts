// Issue 12: bad input is a 4xx with a Turkish message, never a server error. NUL characters
// (which PostgreSQL cannot store) are refused once for every route; dates outside 1900-2200
// (valid ISO text, invalid database dates) by the shared date types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { errorHandlerPlugin } from '../../server/plugins/errorHandler';
import { holdsUnstorableText } from '../../server/plugins/textGuard';
import { DEMO_PASSWORD, buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = { authorization: `Bearer ${await t.tokenFor(3)}` };
});
afterAll(() => t.close());

const NUL_TEXT = 'Gönderilen bilgiler geçersiz bir karakter içeriyor.';

describe('NUL characters', () => {
  it('finds one in nested values and keys, without recursion', () => {
    expect(holdsUnstorableText({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(holdsUnstorableText({ ['k\u0000']: 1 })).toBe(true);
    expect(holdsUnstorableText({ a: ['ok', 1, null, { b: 'çğü' }] })).toBe(false);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsUnstorableText(deep)).toBe(true);
  });

  it('refuses one in the sign-in e-mail, without a token, with a Turkish 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'admin\u0000@example.com', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_TEXT);
  });

  it('refuses one in a query, a path parameter and a body, and writes nothing', async () => {
    const inQuery = await t.app.inject({ method: 'GET', url: '/v1/jobs?q=a%00b', headers: admin });
    expect(inQuery.statusCode).toBe(400);
    const inPath = await t.app.inject({ method: 'GET', url: '/v1/images/abc%00.png', headers: admin });
    expect(inPath.statusCode).toBe(400);
    const inBody = await t.app.inject({ method: 'POST', url: '/v1/operations', headers: admin, payload: { name: 'Kesim\u0000', description: 'x', status: 'active' } });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().message).toBe(NUL_TEXT);
    const rows = await t.app.db.selectFrom('operations').select('id').where('name', 'like', 'Kesim%').execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses a lone surrogate (a broken \\ud800 escape) in a body or its keys as it refuses a NUL, and keeps whole emoji', async () => {
    expect(holdsUnstorableText({ a: ['x\ud800'] })).toBe(true);
    expect(holdsUnstorableText({ ['\udfffk']: 1 })).toBe(true);
    expect(holdsUnstorableText({ a: 'Tezgah 😀 çğü' })).toBe(false);
    // Sent as JSON text, as a client would: the escape survives to JSON.parse.
    const broken = await t.app.inject({ method: 'POST', url: '/v1/counters', headers: { ...admin, 'content-type': 'application/json' }, payload: '{"name":"Vekil \\ud800 Tezgah","status":"Aktif"}' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(NUL_TEXT);
    expect(await t.app.db.selectFrom('counters').select('id').where('name', 'like', 'Vekil%').execute()).toHaveLength(0);
    const whole = await t.app.inject({ method: 'POST', url: '/v1/counters', headers: admin, payload: { name: 'Emoji 😀 Tezgah', status: 'Aktif' } });
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json().data.name).toBe('Emoji 😀 Tezgah');
  });

  it('still refuses a stranger before looking at the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/operations', payload: { name: 'x\u0000' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('invisible characters and composed forms', () => {
  const bench = (name: string) => t.app.inject({ method: 'POST', url: '/v1/counters', headers: admin, payload: { name, status: 'Aktif' } });

  it('refuses a name of only zero-width characters as a missing one, and writes nothing', async () => {
    const res = await bench('\u200B\u2060\uFEFF \u200D');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Tezgah adı gereklidir');
    expect(await t.app.db.selectFrom('counters').select('id').where('name', '=', '').execute()).toHaveLength(0);
  });

  it('keeps a name without the invisible characters at its ends, and inside as written', async () => {
    const res = await bench('\u200B\u200EGörünmez Uçlu Tezgah\u200B ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('Görünmez Uçlu Tezgah');
    const joined = await bench('Emoji 👩‍🔧 Tezgah');
    expect(joined.json().data.name).toBe('Emoji 👩\u200D🔧 Tezgah');
  });

  it('stores a decomposed Turkish letter composed, so the same name is the same bench', async () => {
    const decomposed = 'S\u0327erit Testere Ayrık';
    const first = await bench(decomposed);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.name).toBe('Şerit Testere Ayrık');
    const again = await bench('Şerit Testere Ayrık');
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(again.json())).toContain('Bu isimde bir tezgah zaten mevcut');
    const found = await t.app.inject({ method: 'GET', url: `/v1/counters?q=${encodeURIComponent('s\u0327erit testere ayr')}`, headers: admin });
    expect(found.statusCode).toBe(200);
    expect(JSON.stringify(found.json())).toContain('Şerit Testere Ayrık');
  });

  it('keeps a password exactly as typed: an invisible character after it is another password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'musteri@example.com', password: `${DEMO_PASSWORD}\u200B` } });
    expect(res.statusCode).toBe(401);
    const plain = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: '\u200Bmusteri@example.com ', password: DEMO_PASSWORD } });
    expect(plain.statusCode).toBe(200);
  });
});

describe('dates outside 1900-2200', () => {
  it.each(['0000-01-01', '1899-12-31', '2201-01-01', '+275760-09-13', '-271821-04-20'])('refuses %s in the job list filter', async (day) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/jobs?startDate=${encodeURIComponent(day)}`, headers: admin });
    expect(res.statusCode).toBe(400);
  });

  it('refuses them as a job deadline, and takes a sane one', async () => {
    const bench = await t.app.db.insertInto('counters').values({ name: 'Tarih Tezgahı', status: 1 }).returning('id').executeTakeFirstOrThrow();
    const job = (deadline: string) => t.app.inject({ method: 'POST', url: '/v1/jobs', headers: admin, payload: { description: 'Tarih', workstationId: bench.id, estimatedHours: 1, deadline } });
    for (const deadline of ['0000-01-01', '0000-01-01T00:00:00Z', '2201-05-05T10:00:00+03:00']) expect((await job(deadline)).statusCode).toBe(400);
    expect((await job('2027-03-01')).statusCode).toBe(201);
  });

  it('refuses them in the log filters and the log export, before any byte is sent', async () => {
    for (const url of ['/v1/logs/all?from=0000-01-01', '/v1/logs/export?to=%2B275760-09-13T00:00:00Z', '/v1/logs/my-logs?from=1066-10-14']) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('ids and whole numbers written oddly', () => {
  const INVALID_ID = 'Geçersiz kimlik.';

  it("refuses ids that Number() would read as another row ('0x10' as 16, ' 1' as 1), on reads and deletes", async () => {
    for (const id of ['0x10', '%201', '1%20', '%2B1', '1e1', '0b1', '1.0', '']) {
      const read = await t.app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers: admin });
      expect([400, 404], `GET /v1/jobs/${id}`).toContain(read.statusCode);
      if (id) expect(read.json().message, `GET /v1/jobs/${id}`).toBe(INVALID_ID);
    }
    const users = await t.app.db.selectFrom('users').select('id').execute();
    const gone = await t.app.inject({ method: 'DELETE', url: `/v1/users/admin/0x${users[users.length - 1].id.toString(16)}`, headers: admin });
    expect(gone.statusCode).toBe(400);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(users.length);
  });

  it('refuses paging written oddly, and takes it written plainly', async () => {
    for (const page of ['%201', '0x2', '1e1', '%2B1']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/logs/all?page=${page}`, headers: admin });
      expect(res.statusCode, `page=${page}`).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/logs/all?page=1&limit=5', headers: admin })).statusCode).toBe(200);
  });

  it('refuses a reference written oddly in a body, and takes a number or plain digits', async () => {
    const people = (await t.app.inject({ method: 'GET', url: '/v1/projects/people/search?kind=staff', headers: admin })).json() as { people: { id: number }[] };
    const manager = people.people[0]!.id;
    const odd = await t.app.inject({ method: 'POST', url: '/v1/projects', headers: admin, payload: { name: 'Tuhaf kimlik', projectManager: ` ${manager}` } });
    expect(odd.statusCode).toBe(400);
    for (const projectManager of [manager, String(manager)]) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/projects', headers: admin, payload: { name: `Düz kimlik ${typeof projectManager}`, projectManager } });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe('a body past the 1 MB limit', () => {
  it('answers 413 saying the data is too big (no file was sent), and writes nothing', async () => {
    const before = await t.app.db.selectFrom('counters').select('id').execute();
    const res = await t.app.inject({ method: 'POST', url: '/v1/counters', headers: { ...admin, 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024), status: 'Aktif' }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Gönderilen veri çok büyük (en fazla 1 MB).', code: 'PAYLOAD_TOO_LARGE' });
    expect(await t.app.db.selectFrom('counters').select('id').execute()).toHaveLength(before.length);
  });
});

describe('a body of the wrong shape or format', () => {
  it('says in Turkish words what was wrong (no English type names) and writes nothing', async () => {
    const before = await t.app.db.selectFrom('counters').select('id').execute();
    const list = await t.app.inject({ method: 'POST', url: '/v1/counters', headers: admin, payload: [] });
    expect(list.statusCode).toBe(400);
    expect(JSON.stringify(list.json())).not.toMatch(/\b(object|array|undefined|expected|received)\b/);
    const form = await t.app.inject({ method: 'POST', url: '/v1/counters', headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Tezgah&status=Aktif' });
    expect(form.statusCode).toBe(415);
    expect(form.json().message).toBe('Gönderilen verinin biçimi bu istek için desteklenmiyor.');
    expect(await t.app.db.selectFrom('counters').select('id').execute()).toHaveLength(before.length);
  });
});

describe('a plugin’s own 4xx', () => {
  it('keeps its status and says it with the matching code, in Turkish (the static files’ 403 on a path that climbs out)', async () => {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    const refuse = (statusCode: number) => () => {
      throw Object.assign(new Error('plugin refusal'), { statusCode });
    };
    app.get('/refused', refuse(403));
    app.get('/missing', refuse(404));
    app.get('/odd', refuse(416));
    expect((await app.inject({ url: '/refused' })).json()).toEqual({ success: false, message: 'Bu işlem için yetkiniz bulunmuyor.', code: 'FORBIDDEN' });
    expect((await app.inject({ url: '/missing' })).json()).toEqual({ success: false, message: 'İstenen kaynak bulunamadı.', code: 'NOT_FOUND' });
    const odd = await app.inject({ url: '/odd' });
    expect([odd.statusCode, odd.json().code]).toEqual([416, 'BAD_REQUEST']);
    await app.close();
  });
});
