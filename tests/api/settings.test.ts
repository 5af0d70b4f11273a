import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../server/services/settingsStore';
import { createLocalStorage, StorageKeyError } from '../../server/services/storage';
import { buildTestApp, type TestApp } from './helpers/app';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
const filePart = (bytes: Buffer, filename: string, contentType: string) => {
  const boundary = `----atolye${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const image = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#004AAD' } })[format]().toBuffer();

let t: TestApp;
const logoFiles = () => {
  const dir = path.join(t.config.dataDir, 'files', 'settings');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const putLogo = (role: 0 | 1 | 2 | 3 | 4 | null, part: ReturnType<typeof filePart>) =>
  t.injectAs(role, { method: 'PUT', url: '/v1/settings/logo', payload: part.payload, headers: part.headers });

beforeAll(async () => {
  t = await buildTestApp({ uploadMaxMb: 1 });
});
afterAll(() => t.close());

describe('company logo', () => {
  it('answers 204 (nothing, not an error) while no logo was ever saved', async () => {
    const res = await t.injectAs(null, { method: 'GET', url: '/v1/settings/logo' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('saves an admin upload on disk, serves it to anyone, and logs it', async () => {
    const png = await image('png');
    const res = await putLogo(3, filePart(png, 'logo.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Logo başarıyla kaydedildi', data: { mime: 'image/png', size: png.length } });

    const served = await t.injectAs(null, { method: 'GET', url: '/v1/settings/logo' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    const again = await t.injectAs(null, { method: 'GET', url: '/v1/settings/logo', headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const log = await t.app.db.selectFrom('activity_logs').selectAll().where('resource', '=', 'settings').executeTakeFirst();
    expect(log).toMatchObject({ action: 'update', resource_id: 'logo', user_name: 'Ayşe Yönetici' });
  });

  it('replaces the previous logo and removes its file', async () => {
    const jpeg = await image('jpeg');
    expect((await putLogo(3, filePart(jpeg, 'yeni.jpg', 'image/jpeg'))).statusCode).toBe(200);
    const served = await t.injectAs(null, { method: 'GET', url: '/v1/settings/logo' });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.rawPayload, jpeg)).toBe(0);
    expect(logoFiles()).toHaveLength(1);
  });

  it('judges the type by the bytes: text named .png and SVG get 415, the logo stays', async () => {
    const fake = await putLogo(3, filePart(Buffer.from('merhaba dünya, ben bir resim değilim'), 'logo.png', 'image/png'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Logo için yalnızca PNG, JPEG, WEBP veya GIF dosyası yüklenebilir.');
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await putLogo(3, filePart(svg, 'logo.svg', 'image/svg+xml'))).statusCode).toBe(415);
    const served = await t.injectAs(null, { method: 'GET', url: '/v1/settings/logo' });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(logoFiles()).toHaveLength(1);
  });

  it('refuses a file over UPLOAD_MAX_MB with 413 and a Turkish message', async () => {
    const big = Buffer.concat([await image('png'), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await putLogo(3, filePart(big, 'buyuk.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Dosya boyutu çok büyük. En fazla 1 MB yüklenebilir.');
  });

  it('refuses a body that is not multipart (415), a form without a file, and a garbled form (400)', async () => {
    const json = await t.injectAs(3, { method: 'PUT', url: '/v1/settings/logo', payload: { logo: 'x' } });
    expect(json.statusCode).toBe(415);
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    const empty = await t.injectAs(3, { method: 'PUT', url: '/v1/settings/logo', payload: '--x\r\n\r\n--x--', headers: multipart });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Lütfen bir logo dosyası seçin.');
    const garbled = await t.injectAs(3, { method: 'PUT', url: '/v1/settings/logo', payload: 'garbage', headers: multipart });
    expect(garbled.statusCode).toBe(400);
    const truncated = '--x\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nabc';
    expect((await t.injectAs(3, { method: 'PUT', url: '/v1/settings/logo', payload: truncated, headers: multipart })).statusCode).toBe(400);
  });

  it('lets only admins upload: other roles 403, anonymous 401, nothing written', async () => {
    const before = await t.app.db.selectFrom('activity_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const png = await image('png');
    for (const role of [0, 1, 2, 4] as const) {
      const res = await putLogo(role, filePart(png, 'logo.png', 'image/png'));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Bu işlem için yetkiniz bulunmuyor.');
    }
    expect((await putLogo(null, filePart(png, 'logo.png', 'image/png'))).statusCode).toBe(401);
    const after = await t.app.db.selectFrom('activity_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/settings/logo' })).headers['content-type']).toBe('image/jpeg');
  });
});

describe('company details', () => {
  const put = (role: 0 | 1 | 2 | 3 | 4 | null, payload: unknown) => t.injectAs(role, { method: 'PUT', url: '/v1/settings/company', payload: payload as object });
  const read = async () => (await t.injectAs(null, { method: 'GET', url: '/v1/settings/company' })).json().data;
  const companyLogs = () =>
    t.app.db.selectFrom('activity_logs').select(['description', 'resource_id']).where('resource', '=', 'settings').where('resource_id', '=', 'company').execute();
  const DEFAULTS = {
    name: 'Atölye Makina İmalat',
    legalName: 'Atölye Makina İmalat San. ve Tic. Ltd. Şti.',
    tagline: 'Talaşlı imalat ve hassas işleme',
    email: 'iletisim@example.com',
    phone: '+90 (212) 000 00 00',
    address: 'Organize Sanayi Bölgesi, 1. Cadde No: 1, Başakşehir / İstanbul',
  };

  it('answers the install’s defaults to anyone until an admin saves its own', async () => {
    expect(await read()).toEqual(DEFAULTS);
  });

  it('keeps the contact details saved before the name was a setting, with the default name', async () => {
    const contactOnly = { email: 'eski@atolye.com.tr', phone: '+90 212 444 55 66', address: 'Eski adres' };
    await writeSetting(t.app.db, 'company_contact', contactOnly);
    expect(await read()).toEqual({ ...DEFAULTS, ...contactOnly });
    await t.app.db.deleteFrom('settings').where('key', '=', 'company_contact').execute();
  });

  it('saves an admin’s details as the pages will show them, and logs the change', async () => {
    const res = await put(3, {
      name: ' Yıldız Hassas İşleme ',
      legalName: 'Yıldız Hassas İşleme Makina San. A.Ş.',
      tagline: '',
      email: ' Satis@Atolye.com.tr ',
      phone: '0212 555 12 34',
      address: '  İkitelli OSB, 5. Sokak No: 7, Başakşehir / İstanbul ',
    });
    expect(res.statusCode).toBe(200);
    const saved = {
      name: 'Yıldız Hassas İşleme',
      legalName: 'Yıldız Hassas İşleme Makina San. A.Ş.',
      tagline: '',
      email: 'satis@atolye.com.tr',
      phone: '+90 212 555 12 34',
      address: 'İkitelli OSB, 5. Sokak No: 7, Başakşehir / İstanbul',
    };
    expect(res.json()).toEqual({ success: true, message: 'Şirket bilgileri kaydedildi', data: saved });
    expect(await read()).toEqual(saved);
    expect(await companyLogs()).toEqual([{ description: 'Şirket bilgileri güncellendi', resource_id: 'company' }]);
  });

  it('refuses a bad name, e-mail, phone or address with a Turkish message, and keeps what was saved', async () => {
    const before = await read();
    const cases: [unknown, string][] = [
      [{ ...before, name: '  ' }, 'Şirket adı gerekli'],
      [{ ...before, name: 'A'.repeat(81) }, 'Şirket adı en fazla 80 karakter olabilir'],
      [{ ...before, legalName: '' }, 'Ticari unvan gerekli'],
      [{ ...before, tagline: 'x'.repeat(121) }, 'Kısa tanım en fazla 120 karakter olabilir'],
      [{ ...before, email: 'satis@' }, 'Geçerli bir e-posta adresi girin'],
      [{ ...before, phone: '12345' }, 'Geçerli bir Türkiye telefon numarası girin (+90 XXX XXX XX XX)'],
      [{ ...before, phone: '+90 912 555 12 34' }, 'Geçerli bir Türkiye telefon numarası girin (+90 XXX XXX XX XX)'],
      [{ ...before, address: '   ' }, 'Adres gerekli'],
      [{ ...before, address: 'y'.repeat(301) }, 'Adres en fazla 300 karakter olabilir'],
      [{ email: before.email }, 'Şirket adı gerekli'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(3, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(message);
    }
    expect(await read()).toEqual(before);
    expect(await companyLogs()).toHaveLength(1);
  });

  it('lets only admins change them', async () => {
    const body = { ...DEFAULTS, email: 'baska@example.com', phone: '0532 111 22 33', address: 'Başka bir adres' };
    expect((await put(null, body)).statusCode).toBe(401);
    for (const role of [0, 1, 2, 4] as const) expect((await put(role, body)).statusCode, `role ${role}`).toBe(403);
    expect((await read()).email).toBe('satis@atolye.com.tr');
  });
});

describe('quick statistics', () => {
  it('counts users per role, benches and today’s log rows for admins', async () => {
    await t.app.db.insertInto('counters').values([{ name: 'Torna', status: 1 }, { name: 'Freze', status: 0 }]).execute();
    const logsToday = await t.app.db.selectFrom('activity_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('activity_logs')
      .values({ user_id: null, user_name: 'Eski', action: 'x', resource: 'y', description: 'dün', ip: '', user_agent: '', created_at: new Date(Date.now() - 3 * 86400_000) })
      .execute();
    const res = await t.injectAs(3, { method: 'GET', url: '/v1/stats/quick' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      users: { total: 5, byRole: { '0': 1, '1': 1, '2': 1, '3': 1, '4': 1 } },
      counters: { total: 2, active: 1 },
      logsToday: Number(logsToday.n),
    });
  });

  it('is for admins only', async () => {
    for (const role of [0, 1, 2, 4] as const) expect((await t.injectAs(role, { method: 'GET', url: '/v1/stats/quick' })).statusCode).toBe(403);
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/stats/quick' })).statusCode).toBe(401);
  });
});

describe('local storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'atolye-storage-'));
  const storage = createLocalStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('round-trips a file by key and forgets it on delete', async () => {
    await storage.put('jobs/12/photo.png', Buffer.from('abc'));
    expect((await storage.get('jobs/12/photo.png'))?.toString()).toBe('abc');
    expect((await storage.stream('jobs/12/photo.png'))?.size).toBe(3);
    await storage.delete('jobs/12/photo.png');
    expect(await storage.get('jobs/12/photo.png')).toBeNull();
    expect(await storage.stream('jobs/12/photo.png')).toBeNull();
  });

  it.each(['../escape', '/etc/passwd', 'a/../../b', 'a/./b', '.hidden', 'a//b', 'a\\..\\b', '', 'x'.repeat(600)])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
    expect(readdirSync(path.dirname(root)).includes('escape')).toBe(false);
  });
});
