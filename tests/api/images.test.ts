import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { createBench, multipartFile, tinyImage, uploadPhoto } from './helpers/jobFixtures';

let t: TestApp;
beforeAll(async () => {
  // A 1 MB limit, so the oversize case needs only a little more than 1 MB.
  t = await buildTestApp({ uploadMaxMb: 1 });
});
afterAll(() => t.close());

const filesOnDisk = (): string[] => {
  const dir = path.join(t.config.dataDir, 'files', 'images');
  const walk = (d: string): string[] => {
    try {
      return readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [e.name]));
    } catch {
      return [];
    }
  };
  return walk(dir);
};

const upload = (content: Buffer, filename: string, contentType: string, field = 'image') =>
  t.injectAs(4, { method: 'POST', url: '/v1/images/upload', ...multipartFile(field, filename, content, contentType) });

describe('photo upload', () => {
  it('stores a photo and its thumbnail and answers the key without the images/ prefix', async () => {
    const key = await uploadPhoto(t, 4, 'png');
    expect(key).toMatch(/^[0-9a-f-]{36}\.png$/);
    const full = await t.injectAs(4, { method: 'GET', url: `/v1/images/${key}` });
    expect(full.statusCode).toBe(200);
    // Not yet on a job or a project: its uploader's (and the admins'), nobody else's.
    expect((await t.injectAs(2, { method: 'GET', url: `/v1/images/${key}` })).statusCode).toBe(404);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['cache-control']).toContain('private');
    expect(full.rawPayload.equals(await tinyImage('png'))).toBe(true);
    // The same photo by its prefixed key; the thumbnail is a small webp made at upload.
    const thumb = await t.injectAs(3, { method: 'GET', url: `/v1/images/images%2F${key}?thumb=1` });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length);
    const log = await t.app.db.selectFrom('activity_logs').select('resource_id').where('resource', '=', 'image').where('action', '=', 'upload').execute();
    expect(log.map((l) => l.resource_id)).toContain(key);
  });

  it('accepts JPEG, WebP and GIF by content, whatever the name says', async () => {
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const res = await upload(await tinyImage(format), 'adsiz.bin', 'application/octet-stream');
      expect(res.statusCode, format).toBe(201);
    }
  });

  it('refuses a renamed executable (415) and leaves no file behind', async () => {
    const before = filesOnDisk().length;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(400, 7)]);
    const res = await upload(exe, 'foto.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Desteklenmeyen dosya türü. Yalnızca PNG, JPEG, WebP veya GIF yüklenebilir.');
    // A PDF is a real document but not a photo; a truncated JPEG claims the type but does not decode.
    expect((await upload(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'foto.png', 'image/png')).statusCode).toBe(415);
    const jpeg = await tinyImage('jpeg');
    expect((await upload(jpeg.subarray(0, 40), 'foto.jpg', 'image/jpeg')).statusCode).toBe(415);
    expect(filesOnDisk().length).toBe(before);
  });

  it('refuses a file over UPLOAD_MAX_MB (413, Turkish) and leaves no file behind', async () => {
    const before = filesOnDisk().length;
    const big = Buffer.concat([await tinyImage('png'), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(big, 'buyuk.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Dosya boyutu çok büyük. En fazla 1 MB yüklenebilir.');
    expect(filesOnDisk().length).toBe(before);
  });

  it('refuses an image bomb (a small file of too many pixels) before decoding it', async () => {
    const before = filesOnDisk().length;
    // 8000 × 8000 = 64 megapixels of one colour: a few hundred KB compressed, 256 MB decoded.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#777' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb, 'bomba.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Fotoğrafın çözünürlüğü çok yüksek. En fazla 40 megapiksel yüklenebilir.');
    expect(filesOnDisk().length).toBe(before);
  });

  it('limits uploads per user, whichever address they come from', async () => {
    // The employee's calls from seventy addresses: the limit (60 a minute) counts the user, and a
    // refused upload (no file) counts too, so the test sends nothing heavy.
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/images/upload', headers: { authorization: `Bearer ${await t.tokenFor(2)}` }, remoteAddress: `198.51.100.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    // Another user is not held up by it.
    expect((await upload(await tinyImage('png'), 'foto.png', 'image/png')).statusCode).toBe(201);
  });

  it("asks for the 'image' field and for multipart", async () => {
    expect((await upload(await tinyImage('png'), 'a.png', 'image/png', 'file')).json().message).toBe("Fotoğraf 'image' alanında gönderilmelidir");
    expect((await t.injectAs(4, { method: 'POST', url: '/v1/images/upload', payload: { image: 'x' } })).statusCode).toBe(415);
  });
});

describe('photos on a job', () => {
  it('attaches uploaded photos in order, answers thumbnails, and a photo delete takes it off the job', async () => {
    const bench = await createBench(t);
    // A job takes in its editor's own uploads (issue 21).
    const [a, b] = [await uploadPhoto(t, 4), await uploadPhoto(t, 4)];
    const created = await t.injectAs(4, { method: 'POST', url: '/v1/jobs', payload: { description: 'Flanş', workstationId: bench.id, estimatedHours: 1, attachments: [`images/${b}`, a] } });
    const job = created.json().jobs;
    expect(job.attachments).toEqual([b, a]);
    expect(job.thumbnails).toEqual([`/images/${b}?thumb=1`, `/images/${a}?thumb=1`]);
    const deleted = await t.injectAs(2, { method: 'DELETE', url: `/v1/images/${b}` });
    expect(deleted.json()).toMatchObject({ success: true });
    const after = (await t.injectAs(4, { method: 'GET', url: `/v1/jobs/${job.id}` })).json().jobs;
    expect(after.attachments).toEqual([a]);
    expect((await t.injectAs(4, { method: 'GET', url: `/v1/images/${b}` })).statusCode).toBe(404);
    expect(filesOnDisk().some((f) => f.startsWith(b.replace(/\.\w+$/, '')))).toBe(false);
    // An unknown key cannot be attached, nor a path trick.
    for (const [key, message] of [
      ['yok.jpg', 'Fotoğraf bulunamadı, size ait değil veya başka bir işe ya da projeye ekli'],
      ['../../etc/passwd', 'Fotoğraf bulunamadı'],
    ]) {
      const res = await t.injectAs(4, { method: 'PUT', url: `/v1/jobs/${job.id}`, payload: { attachments: [key] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('deletes a job with its photo files, going on past a file that is already gone', async () => {
    const bench = await createBench(t, 'Taşlama 3');
    const [gone, kept] = [await uploadPhoto(t), await uploadPhoto(t)];
    const job = (await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Burç', workstationId: bench.id, estimatedHours: 2, attachments: [gone, kept] } })).json().jobs;
    await t.app.storage.delete(`images/${gone}`);
    const res = await t.injectAs(4, { method: 'DELETE', url: `/v1/jobs/${job.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('İş ve fotoğrafları başarıyla silindi');
    expect((await t.injectAs(4, { method: 'GET', url: `/v1/jobs/${job.id}` })).statusCode).toBe(404);
    expect(await t.app.storage.get(`images/${kept}`)).toBeNull();
    expect(await t.app.db.selectFrom('images').select('id').where('id', 'in', [gone, kept]).execute()).toEqual([]);
  });
});
