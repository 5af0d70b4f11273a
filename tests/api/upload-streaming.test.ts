// Issue 21: uploads stream to a staging file and are refused whole: a file over its limit is a
// 413 every time (never a cut-off import), nothing is left on disk, text fields are checked,
// one pixel limit holds wherever an image is stored, and a full server says try again.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUploads } from '../../server/services/housekeeping/uploadSweep';
import { api } from '../../src/i18n/tr/api';
import { validation } from '../../src/i18n/tr/validation';
import { buildTestApp, type TestApp } from './helpers/app';
import { multipartFile, multipartForm, tinyImage } from './helpers/jobFixtures';
import { userIdOfRole } from './helpers/projectFixtures';

let t: TestApp;
let project: { id: number };
/** 8000 × 8000: a few hundred KB of PNG, 64 megapixels (over the 40 MP limit) once decoded. */
let bomb: Buffer;

const MB = 1024 * 1024;

beforeAll(async () => {
  // Small limits, so 'just over' is cheap to send fifty times.
  t = await buildTestApp({ uploadMaxMb: 1, fileMaxMb: 1, modelMaxMb: 1, uploadsInFlight: 2 });
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Akışlı Proje', oem: await userIdOfRole(t, 0), projectManager: await userIdOfRole(t, 4) } });
  project = res.json().project;
  bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#777' } }).png({ compressionLevel: 9 }).toBuffer();
});
afterAll(() => t.close());

/** Every file under FILES_DIR (staging included), as paths relative to it. */
const filesOnDisk = (): string[] => {
  const dir = t.config.filesDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
};

const postAs = (role: 0 | 2 | 3 | 4, url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.injectAs(role, { method: 'POST', url, payload: body.payload, headers: body.headers });

/** A bench CSV (name and status columns, as the export heads them), at least `bytes` long. */
const benchCsv = (bytes: number): Buffer => {
  const lines = ['Tezgah adı;Durum'];
  let size = lines[0]!.length;
  for (let i = 0; size < bytes; i++) {
    const line = `Akış Tezgahı ${i};Aktif`;
    lines.push(line);
    size += Buffer.byteLength(line) + 2;
  }
  return Buffer.from(lines.join('\r\n'), 'utf8');
};

describe('a file over its limit', () => {
  it('is refused every time, however the bytes arrive: fifty tries of a CSV just over 1 MB import nothing', async () => {
    const csv = benchCsv(MB + 1024);
    expect(csv.length).toBeGreaterThan(MB);
    const before = await t.app.db.selectFrom('counters').select('id').execute();
    const body = multipartFile('file', 'tezgahlar.csv', csv, 'text/csv');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await postAs(3, '/v1/counters/import', body)).statusCode);
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 413));
    expect(await t.app.db.selectFrom('counters').select('id').execute()).toHaveLength(before.length);
    expect(filesOnDisk()).toEqual([]);
  });

  it('is read whole when it is within the limit', async () => {
    const csv = benchCsv(MB).subarray(0, MB);
    // Cut back to whole lines: the last one may have been cut.
    const whole = csv.subarray(0, csv.lastIndexOf('\r\n'));
    const res = await postAs(3, '/v1/counters/import?dryRun=true', multipartFile('file', 'tezgahlar.csv', whole, 'text/csv'));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const rows = whole.toString('utf8').split('\r\n').length - 1;
    expect(res.json().created).toBe(rows);
  });

  it('is a 413 for a model and a project file, with nothing staged or stored left behind', async () => {
    const stl = Buffer.alloc(MB + 50 * 20);
    stl.writeUInt32LE((stl.length - 84) / 50, 80);
    const model = await postAs(4, '/v1/models/upload', multipartForm({ projectId: String(project.id) }, [{ field: 'model', name: 'büyük.stl', bytes: stl, type: 'model/stl' }]));
    expect(model.statusCode).toBe(413);
    expect(model.json().message).toBe('Model dosyası çok büyük. En fazla 1 MB yüklenebilir.');
    const file = await postAs(0, '/v1/files/upload', multipartFile('file', 'büyük.txt', Buffer.alloc(MB + 1, 'a'), 'text/plain'));
    expect(file.statusCode).toBe(413);
    expect(filesOnDisk()).toEqual([]);
    expect(await t.app.db.selectFrom('files').select('id').execute()).toEqual([]);
  });

  it('leaves nothing staged when the content is refused (415)', async () => {
    const res = await postAs(4, '/v1/models/upload', multipartForm({ projectId: String(project.id) }, [{ field: 'model', name: 'resim.stl', bytes: await tinyImage('png'), type: 'model/stl' }]));
    expect(res.statusCode).toBe(415);
    expect(filesOnDisk()).toEqual([]);
  });
});

describe('text fields of an upload', () => {
  it.each([
    ['title', { title: 'Ön\u0000yüz' }],
    ['description', { title: 'Ön yüz', description: 'a\u0000b' }],
    ['version', { title: 'Ön yüz', version: '1\u0000' }],
  ])('refuse a NUL in the %s with a 400 and store nothing', async (_field, fields) => {
    const before = await t.app.db.selectFrom('activities').select('id').execute();
    const body = multipartForm({ projectId: String(project.id), ...fields }, [{ field: 'images', name: 'a.png', bytes: await tinyImage('png'), type: 'image/png' }]);
    const res = await postAs(4, '/v1/activities/upload/images', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(validation.nulCharacter);
    expect(await t.app.db.selectFrom('activities').select('id').execute()).toHaveLength(before.length);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuse a text cut at the field limit rather than store part of it', async () => {
    const body = multipartForm({ projectId: String(project.id), title: 'x'.repeat(70 * 1024) }, [{ field: 'pdf', name: 'a.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' }]);
    expect((await postAs(4, '/v1/activities/upload/pdf', body)).statusCode).toBe(400);
  });
});

describe('the pixel limit', () => {
  it('holds for activity images, project files that are images and the logo, before anything is kept', async () => {
    expect(bomb.length).toBeLessThan(MB);
    const activity = await postAs(4, '/v1/activities/upload/images', multipartForm({ projectId: String(project.id), title: 'Bomba' }, [{ field: 'images', name: 'bomba.png', bytes: bomb, type: 'image/png' }]));
    expect(activity.statusCode).toBe(413);
    expect(activity.json().message).toBe('Görselin çözünürlüğü çok yüksek. En fazla 40 megapiksel yüklenebilir.');
    const file = await postAs(0, '/v1/files/upload', multipartFile('file', 'bomba.png', bomb, 'image/png'));
    expect(file.statusCode).toBe(413);
    const logo = await t.injectAs(3, { method: 'PUT', url: '/v1/settings/logo', ...multipartFile('logo', 'bomba.png', bomb, 'image/png') });
    expect(logo.statusCode).toBe(413);
    expect(logo.json().message).toBe('Logonun çözünürlüğü çok yüksek. En fazla 40 megapiksel yüklenebilir.');
    expect(filesOnDisk()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/v1/settings/logo' })).statusCode).toBe(204);
  });

  it('still takes an ordinary image in each of those places', async () => {
    const png = await tinyImage('png');
    expect((await postAs(0, '/v1/files/upload', multipartFile('file', 'foto.png', png, 'image/png'))).statusCode).toBe(201);
    expect((await t.injectAs(3, { method: 'PUT', url: '/v1/settings/logo', ...multipartFile('logo', 'logo.png', png, 'image/png') })).statusCode).toBe(200);
    const activity = await postAs(4, '/v1/activities/upload/images', multipartForm({ projectId: String(project.id), title: 'Foto' }, [{ field: 'images', name: 'a.png', bytes: png, type: 'image/png' }]));
    expect(activity.statusCode).toBe(201);
    // Kept files only: nothing is left in the staging folder.
    expect(filesOnDisk().filter((f) => f.startsWith('incoming'))).toEqual([]);
  });
});

describe('uploads in flight', () => {
  it('past the cap answer 503 with a Turkish try-again, and a slot frees when its upload ends', async () => {
    const held = [t.app.uploadGate.enter(), t.app.uploadGate.enter()];
    expect(held.every(Boolean)).toBe(true);
    const body = multipartFile('image', 'foto.png', await tinyImage('png'), 'image/png');
    const refused = await postAs(3, '/v1/images/upload', body);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(api.uploadsBusy);
    expect(refused.headers['retry-after']).toBeDefined();
    held[0]!();
    const taken = await postAs(3, '/v1/images/upload', body);
    expect(taken.statusCode).toBe(201);
    // The finished upload gave its slot back: one held here, none by the request.
    expect(t.app.uploadGate.inFlight).toBe(1);
    held[1]!();
    expect(t.app.uploadGate.inFlight).toBe(0);
  });

  it('a refused upload gives its slot back too', async () => {
    const res = await postAs(0, '/v1/files/upload', multipartFile('file', 'büyük.txt', Buffer.alloc(MB + 1, 'a'), 'text/plain'));
    expect(res.statusCode).toBe(413);
    expect(t.app.uploadGate.inFlight).toBe(0);
  });
});

describe('a staging file left by a crash', () => {
  it('is swept once older than the cutoff, like any half-written upload', async () => {
    const staged = await t.app.storage.stage();
    writeFileSync(staged, 'half an upload');
    expect(filesOnDisk()).toContain(path.relative(t.config.filesDir, staged));
    const later = new Date(Date.now() + 2 * 3600_000);
    const swept = await sweepUploads(t.app.db, t.app.storage, t.app.log, 3600_000, later);
    expect(swept.partials).toBeGreaterThanOrEqual(1);
    expect(existsSync(staged)).toBe(false);
  });
});
