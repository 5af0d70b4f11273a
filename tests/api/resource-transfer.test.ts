import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedJobsBulk } from '../../server/db/seed/jobsBulk';
import { BULK_ROWS } from '../../server/routes/resourceTransfer';
import type { RoleNumber } from '../../src/domain/roles';
import { jobs } from '../../src/i18n/tr/jobs';
import { buildTestApp, type TestApp } from './helpers/app';
import { createBench, createOperation, multipartFile } from './helpers/jobFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The cells of an exported file (BOM off, our delimiter). */
const cellsOf = (body: string): string[][] => Papa.parse<string[]>(body.replace(/^\uFEFF/, '').trim(), { delimiter: ';' }).data;

const exportAs = async (role: RoleNumber, url: string) => {
  const res = await t.injectAs(role, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res;
};

/** A CSV as Excel in a Turkish locale saves it: BOM, `;`, CRLF. */
const csvOf = (rows: string[][]) => `\uFEFF${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(';')).join('\r\n')}\r\n`;

const importAs = (role: RoleNumber, path: string, csv: string | Buffer, opts: { dryRun?: boolean; type?: string; field?: string } = {}) =>
  t.injectAs(role, {
    method: 'POST',
    url: `/v1/${path}/import${opts.dryRun ? '?dryRun=true' : ''}`,
    ...multipartFile(opts.field ?? 'file', `${path}.csv`, Buffer.isBuffer(csv) ? csv : Buffer.from(csv), opts.type ?? 'text/csv'),
  });

const countOf = async (table: 'counters' | 'operations' | 'jobs' | 'activity_logs') =>
  Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** A job with a bench, an operation, prices and a deadline, made through the API. */
const createJob = async (description: string) => {
  const bench = await createBench(t, `${description} tezgahı`);
  const op = await createOperation(t, `${description} operasyonu`);
  const payload = { description, workstationId: bench.id, estimatedHours: 1.5, quantity: 2, unitPrice: 12.5, operations: [op], deadline: '2026-12-01T09:30:00+03:00', notes: '=kalite kontrol' };
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload });
  expect(res.statusCode).toBe(201);
  return res.json().jobs as { id: number };
};

describe('GET /v1/<path>/export', () => {
  it('writes counters for Excel: BOM, ;, every cell quoted, the filter and sort of the list, formulas defused', async () => {
    await createBench(t, 'Alfa Tezgah');
    await createBench(t, 'Beta Tezgah', 'Pasif');
    await createBench(t, '=HYPERLINK("x")', 'Pasif');
    const res = await exportAs(3, '/v1/counters/export?status=Pasif&sort=name&order=DESC');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="counters-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF"ID";"Tezgah adı";')).toBe(true);
    const rows = cellsOf(res.body);
    expect(rows.slice(1).map((r) => [r[1], r[2]])).toEqual([
      ['Beta Tezgah', 'Pasif'],
      [`'=HYPERLINK("x")`, 'Pasif'],
    ]);
    expect(rows[1]![3]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  it('writes operations with their screen labels and honours the search', async () => {
    await createOperation(t, 'Taşlama');
    await createOperation(t, 'Kaynak', 'inactive');
    const rows = cellsOf((await exportAs(3, `/v1/operations/export?q=${encodeURIComponent('KAYNAK')}`)).body);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 4)).toEqual(['Kaynak', 'Kaynak açıklaması', 'Pasif']);
  });

  it('leaves the price columns out for role 2 and writes money with a decimal comma for the admin', async () => {
    const bench = await createBench(t, 'Fiyat Tezgahı');
    const op = await createOperation(t, 'Delme');
    const created = await t.injectAs(3, {
      method: 'POST',
      url: '/v1/jobs',
      payload: { description: 'Fiyatlı iş', workstationId: bench.id, estimatedHours: 1.5, quantity: 2, unitPrice: 12.5, operations: [op] },
    });
    expect(created.statusCode).toBe(201);
    const admin = cellsOf((await exportAs(3, `/v1/jobs/export?workstationId=${bench.id}`)).body);
    const head = admin[0]!;
    expect(head).toContain('Birim Fiyat');
    const job = admin[1]!;
    expect(job[head.indexOf('Birim Fiyat')]).toBe('12,50');
    expect(job[head.indexOf('Toplam Fiyat')]).toBe('25,00');
    expect(job[head.indexOf('Tahmini süre (saat)')]).toBe('1,5');
    // No column twice under two names, no screen-only thumbnail addresses.
    expect(head).toContain('Müşteri adı');
    expect(head).not.toContain('Müşteri');
    expect(head).not.toContain('Küçük resimler');
    expect(job).toContain('Delme');
    expect(job).toContain('Bekliyor');
    const employee = cellsOf((await exportAs(2, `/v1/jobs/export?workstationId=${bench.id}`)).body);
    expect(employee[0]).not.toContain('Birim Fiyat');
    expect(employee[0]).not.toContain('Toplam Fiyat');
    expect(employee[1]!.some((c) => c.includes('12,5'))).toBe(false);
  });

  it('streams every row past one batch in the list order, NULL sort values included', async () => {
    await seedJobsBulk(t.app.db, { jobs: 2300 });
    const list = (await t.injectAs(3, { method: 'GET', url: '/v1/jobs?limit=1000&page=1&sort=completedAt&order=ASC' })).json();
    const rows = cellsOf((await exportAs(3, '/v1/jobs/export?sort=completedAt&order=ASC')).body);
    expect(rows).toHaveLength(list.total + 1);
    const ids = rows.slice(1).map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 1000)).toEqual(list.jobs.map((j: { id: number }) => j.id));
    const desc = cellsOf((await exportAs(3, '/v1/jobs/export?sort=completedAt&order=DESC')).body);
    expect(new Set(desc.slice(1).map((r) => r[0])).size).toBe(list.total);
  });

  it('refuses a role that may not read the resource', async () => {
    expect((await t.injectAs(0, { method: 'GET', url: '/v1/counters/export' })).statusCode).toBe(403);
  });
});

describe('POST /v1/<path>/import', () => {
  it('refuses a file with one bad row: 400, the row, field and Turkish message, nothing written', async () => {
    const before = await countOf('counters');
    const res = await importAs(3, 'counters', csvOf([['Tezgah adı', 'Durum'], ['Torna 1', 'Aktif'], ['a', 'Pasif'], ['Torna 3', 'Pasif']]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: [{ row: 3, field: 'name', message: 'Tezgah adı en az 2 karakter olmalıdır' }] });
    expect(await countOf('counters')).toBe(before);
  });

  it('checks without writing on dryRun, then creates and updates by id', async () => {
    const bench = await createBench(t, 'Eski Ad');
    const csv = csvOf([['ID', 'Tezgah adı', 'Durum'], [String(bench.id), 'Yeni Ad', 'Pasif'], ['', 'Eklenen Tezgah', '']]);
    const before = await countOf('counters');
    const dry = await importAs(3, 'counters', csv, { dryRun: true });
    expect(dry.json()).toMatchObject({ success: true, dryRun: true, created: 1, updated: 1 });
    expect(await countOf('counters')).toBe(before);
    const logs = await countOf('activity_logs');
    const res = await importAs(3, 'counters', csv);
    expect(res.json()).toMatchObject({ success: true, dryRun: false, created: 1, updated: 1 });
    expect(await countOf('counters')).toBe(before + 1);
    expect(await countOf('activity_logs')).toBe(logs + 1);
    const stored = await t.app.db.selectFrom('counters').select(['name', 'status']).where('id', '=', bench.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Yeni Ad', status: 0 });
    const added = await t.app.db.selectFrom('counters').select('status').where('name', '=', 'Eklenen Tezgah').executeTakeFirstOrThrow();
    expect(added.status).toBe(1);
  });

  it('vacuums the embedded database after a bulk import (BULK_ROWS rows or more), not after a few rows or a check', async () => {
    const vacuums: string[] = [];
    const real = t.app.vacuumAfterBulk;
    t.app.vacuumAfterBulk = (reason) => void vacuums.push(reason);
    try {
      await importAs(3, 'counters', csvOf([['Tezgah adı'], ['Tek Tezgah']]));
      const bulk = csvOf([['Tezgah adı'], ...Array.from({ length: BULK_ROWS }, (_, i) => [`Toplu Tezgah ${i}`])]);
      await importAs(3, 'counters', bulk, { dryRun: true });
      expect(vacuums).toEqual([]);
      const res = await importAs(3, 'counters', bulk);
      expect(res.json()).toMatchObject({ created: BULK_ROWS });
      expect(vacuums).toEqual(['counters import']);
    } finally {
      t.app.vacuumAfterBulk = real;
    }
  });

  it('reads cells as a form’s texts: composed, without invisible ends; a cell of only zero-width spaces is empty', async () => {
    const res = await importAs(3, 'counters', csvOf([['Tezgah adı', 'Durum'], ['\u200BS\u0327erit Aktarım\u2060', 'Aktif'], ['\u200B\u200B', 'Pasif']]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: [{ row: 3, field: 'name' }] });
    const ok = await importAs(3, 'counters', csvOf([['Tezgah adı', 'Durum'], ['\u200BS\u0327erit Aktarım\u2060', 'Aktif']]));
    expect(ok.json()).toMatchObject({ success: true, created: 1 });
    expect(await t.app.db.selectFrom('counters').select('id').where('name', '=', 'Şerit Aktarım').execute()).toHaveLength(1);
  });

  it('refuses unique names taken in the table or repeated in the file', async () => {
    await createOperation(t, 'Frezeleme');
    const res = await importAs(3, 'operations', csvOf([['Operasyon adı', 'Açıklama'], ['FREZELEME', 'x'], ['Çapak Alma', 'y'], ['çapak alma', 'z']]));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { row: number; field: string }[];
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'name'],
      [4, 'name'],
    ]);
  });

  it('answers unknown columns, an empty file and a file that is not CSV in Turkish', async () => {
    const unknown = await importAs(3, 'counters', csvOf([['Tezgah adı', 'Renk'], ['Torna', 'Mavi']]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Tanınmayan sütunlar: Renk.');
    expect((await importAs(3, 'counters', '')).statusCode).toBe(400);
    const image = await importAs(3, 'counters', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]), { type: 'image/png' });
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe('Yalnızca CSV dosyaları içe aktarılabilir.');
  });

  it('refuses a price column from a role that never sees prices, right guess or wrong, and writes nothing', async () => {
    const job = await createJob('Fiyatı kilitli iş');
    // The stored price (12.5) and a wrong guess answer alike: the import tells nothing of the price.
    for (const guess of ['12,50', '99,90']) {
      for (const dryRun of [true, false]) {
        const res = await importAs(2, 'jobs', csvOf([['ID', 'Birim Fiyat'], [String(job.id), guess]]), { dryRun });
        expect(res.statusCode, guess).toBe(400);
        expect(res.json().message, guess).toBe('Tanınmayan sütunlar: Birim Fiyat.');
      }
    }
    const total = await importAs(2, 'jobs', csvOf([['ID', 'totalPrice'], [String(job.id), '0']]), { dryRun: true });
    expect(total.json().message).toBe('Tanınmayan sütunlar: totalPrice.');
    const stored = await t.app.db.selectFrom('jobs').select('unit_price').where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(Number(stored.unit_price)).toBe(12.5);
    // A master, who sees prices, sets one the same way.
    expect((await importAs(4, 'jobs', csvOf([['ID', 'Birim Fiyat'], [String(job.id), '13,75']]))).statusCode).toBe(200);
    const changed = await t.app.db.selectFrom('jobs').select('unit_price').where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(Number(changed.unit_price)).toBe(13.75);
  });

  it('answers 413 in Turkish past UPLOAD_MAX_MB', async () => {
    const max = t.config.uploadMaxMb;
    const big = csvOf([['Tezgah adı'], ['x'.repeat(max * 1024 * 1024 + 1)]]);
    const res = await importAs(3, 'counters', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(`Dosya boyutu çok büyük (en fazla ${max} MB).`);
  });

  it('gives 403 to a role that may read but not write', async () => {
    const res = await importAs(2, 'counters', csvOf([['Tezgah adı'], ['Yetkisiz']]));
    expect(res.statusCode).toBe(403);
  });

  it('re-imports its own export unchanged (round trip) for counters, operations and jobs', async () => {
    await createJob('Gidiş dönüş işi');
    for (const path of ['counters', 'operations', 'jobs']) {
      const exported = (await exportAs(3, `/v1/${path}/export`)).body;
      const res = await importAs(3, path, exported);
      expect(res.json(), `${path} ${res.body.slice(0, 600)}`).toMatchObject({ success: true, created: 0, updated: 0 });
      expect((await exportAs(3, `/v1/${path}/export`)).body, path).toBe(exported);
    }
  });

  it("names a bench id that does not exist as that row's error, and writes nothing", async () => {
    const job = await createJob('Tezgahı değişecek iş');
    const rows = cellsOf((await exportAs(3, '/v1/jobs/export?sort=id&order=DESC')).body).slice(0, 2);
    const bench = rows[0]!.indexOf(jobs.fields.workstationId);
    const before = rows[1]![bench];
    rows[1]![bench] = '987654';
    const res = await importAs(3, 'jobs', csvOf(rows));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ row: 2, field: 'workstationId', message: '987654 numaralı kayıt bulunamadı.' }]);
    const stored = await t.app.db.selectFrom('jobs').select('workstation_id').where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(String(stored.workstation_id)).toBe(before);
  });

  it('updates a job from an edited export through the job rules', async () => {
    await createJob('Düzenlenecek iş');
    const rows = cellsOf((await exportAs(3, '/v1/jobs/export?sort=id&order=DESC')).body).slice(0, 2);
    const quantity = rows[0]!.indexOf('Adet');
    rows[1]![quantity] = '7';
    const res = await importAs(3, 'jobs', csvOf(rows));
    expect(res.json(), res.body).toMatchObject({ success: true, updated: 1, created: 0 });
    const job = await t.app.db.selectFrom('jobs').select(['quantity', 'total_price']).where('id', '=', Number(rows[1]![0])).executeTakeFirstOrThrow();
    expect(job.quantity).toBe(7);
  });
});
