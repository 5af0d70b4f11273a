import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { createBench } from './helpers/jobFixtures';

let t: TestApp;
let bench: { id: number; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  bench = await createBench(t, 'CNC Torna 7');
});
afterAll(() => t.close());

type Role = 0 | 1 | 2 | 3 | 4;
const createJob = async (payload: Record<string, unknown>): Promise<number> => {
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Flanş tornalama', workstationId: bench.id, estimatedHours: 1, ...payload } });
  expect(res.statusCode).toBe(201);
  return res.json().jobs.id;
};
const get = (role: Role, url: string) => t.injectAs(role, { method: 'GET', url });
const putPrice = (role: Role, id: number, payload: unknown) => t.injectAs(role, { method: 'PUT', url: `/v1/prices/jobs/${id}/price`, payload });
const complete = (role: Role, id: number, payload?: unknown) => t.injectAs(role, { method: 'PUT', url: `/v1/prices/jobs/${id}/complete`, payload });
/** Fixture: a payment at a chosen instant, as if it had been marked paid then. */
const paidAt = (id: number, at: string, method: 'cash' | 'cheque' = 'cash') =>
  t.app.db.updateTable('jobs').set({ paid_at: new Date(at), payment_method: method }).where('id', '=', id).execute();
const logsOf = (id: number) =>
  t.app.db.selectFrom('activity_logs').select(['description', 'user_name']).where('resource', '=', 'job').where('resource_id', '=', String(id)).where('action', '=', 'update').execute();

describe('setting a price', () => {
  it('stores quantity × unit price exactly and logs it', async () => {
    const id = await createJob({ customerName: 'Akın Makina', quantity: 3 });
    const res = await putPrice(3, id, { unitPrice: 0.1, totalPrice: 0.3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Fiyat başarıyla güncellendi', job: { id, unitPrice: 0.1, totalPrice: 0.3, status: 'pending', paymentMethod: null } });
    const row = await t.app.db.selectFrom('jobs').select(['unit_price', 'total_price']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ unit_price: '0.10', total_price: '0.30' });
    expect((await logsOf(id)).map((l) => l.description)).toContain(`İş #${id} fiyatı güncellendi: birim ₺0,10, toplam ₺0,30`);
  });

  it('refuses a total that is not quantity × unit price, a negative price and a third decimal', async () => {
    const id = await createJob({ quantity: 4 });
    expectValidationError(await putPrice(3, id, { unitPrice: 12.5, totalPrice: 49.99 }), 'totalPrice', 'Toplam fiyat, adet ile birim fiyatın çarpımına eşit olmalıdır');
    expectValidationError(await putPrice(3, id, { unitPrice: -1, totalPrice: -4 }), 'unitPrice', 'Fiyat 0 veya daha büyük olmalıdır');
    expectValidationError(await putPrice(3, id, { unitPrice: 1.005, totalPrice: 4.02 }), 'unitPrice', 'Fiyat en fazla 2 ondalık basamak içerebilir');
    expect((await putPrice(3, id, { unitPrice: 'abc', totalPrice: 1 })).statusCode).toBe(400);
    expect((await putPrice(3, id, {})).statusCode).toBe(400);
    // Nothing was written by the refused calls.
    expect((await t.app.db.selectFrom('jobs').select('unit_price').where('id', '=', id).executeTakeFirstOrThrow()).unit_price).toBeNull();
    // A total too large for numeric(14,2) is a 400, never a database error (the jobs API caps
    // the quantity at 100,000; the column itself does not).
    const many = await createJob({});
    await t.app.db.updateTable('jobs').set({ quantity: 1_000_000 }).where('id', '=', many).execute();
    const huge = await putPrice(3, many, { unitPrice: 9_999_999.99, totalPrice: 9_999_999_990_000 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Toplam fiyat en fazla 999.999.999.999,99 ₺ olabilir');
  });


  it('refuses totals and prices beyond what a column holds before any arithmetic (1e308 was a 500)', async () => {
    const id = await createJob({ quantity: 2 });
    for (const totalPrice of [1e308, '1e308', 1_000_000_000_000, Number.MAX_SAFE_INTEGER])
      expectValidationError(await putPrice(3, id, { unitPrice: 1, totalPrice }), 'totalPrice', 'Toplam fiyat en fazla 999.999.999.999,99 ₺ olabilir');
    for (const unitPrice of [1e308, '1e308', 10_000_000])
      expectValidationError(await putPrice(3, id, { unitPrice, totalPrice: 2 }), 'unitPrice', 'Fiyat en fazla 9.999.999,99 ₺ olabilir');
    expect((await t.app.db.selectFrom('jobs').select('unit_price').where('id', '=', id).executeTakeFirstOrThrow()).unit_price).toBeNull();
  });
  it('answers 404 for a missing job and 409 once the job is paid', async () => {
    const missing = await putPrice(3, 999_999, { unitPrice: 1, totalPrice: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('İş bulunamadı');
    const id = await createJob({ unitPrice: 100 });
    expect((await complete(3, id, { paymentMethod: 'cash' })).statusCode).toBe(200);
    const locked = await putPrice(3, id, { unitPrice: 120, totalPrice: 120 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Ödenmiş bir işin fiyatı değiştirilemez');
    // The jobs resource keeps the same rule.
    const viaJobs = await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${id}`, payload: { unitPrice: 5 } });
    expect(viaJobs.statusCode).toBe(409);
  });
});

describe('marking a job paid', () => {
  it('records the method and date, keeps the work status, and logs it', async () => {
    const id = await createJob({ unitPrice: 250, quantity: 2 });
    const res = await complete(3, id, { paymentMethod: 'bank_transfer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'İş ödendi olarak işaretlendi', job: { id, status: 'completed', paymentMethod: 'bank_transfer', totalPrice: 500 } });
    expect(res.json().job.paidAt).toBeTruthy();
    const row = await t.app.db.selectFrom('jobs').select(['status', 'payment_method']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', payment_method: 'bank_transfer' });
    expect((await logsOf(id)).map((l) => l.description)).toContain(`İş #${id} ödendi olarak işaretlendi (Banka Havalesi, ₺500,00)`);
  });

  it('requires a known method', async () => {
    const id = await createJob({ unitPrice: 10 });
    const message = 'Ödeme yöntemi seçilmelidir (Kredi Kartı, Banka Havalesi, Nakit veya Çek)';
    expectValidationError(await complete(3, id), 'paymentMethod', message);
    expectValidationError(await complete(3, id, {}), 'paymentMethod', message);
    expectValidationError(await complete(3, id, { paymentMethod: 'paypal' }), 'paymentMethod', message);
    expect((await t.app.db.selectFrom('jobs').select('paid_at').where('id', '=', id).executeTakeFirstOrThrow()).paid_at).toBeNull();
  });

  it('refuses a job without a price, a cancelled job and a missing one', async () => {
    const unpriced = await createJob({});
    const res = await complete(3, unpriced, { paymentMethod: 'cash' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Fiyatı olmayan veya iptal edilmiş bir iş ödendi olarak işaretlenemez');
    const cancelled = await createJob({ unitPrice: 10 });
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${cancelled}`, payload: { status: 'cancelled' } })).statusCode).toBe(200);
    expect((await complete(3, cancelled, { paymentMethod: 'cash' })).statusCode).toBe(409);
    expect((await complete(3, 999_999, { paymentMethod: 'cash' })).statusCode).toBe(404);
  });

  it('pays a job once: a second call, or two at the same time, get one 200 and 409s', async () => {
    const id = await createJob({ unitPrice: 75 });
    expect((await complete(3, id, { paymentMethod: 'cheque' })).statusCode).toBe(200);
    const again = await complete(3, id, { paymentMethod: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bu iş zaten ödendi olarak işaretlenmiş');
    const racing = await createJob({ unitPrice: 80 });
    const statuses = (await Promise.all([complete(3, racing, { paymentMethod: 'cash' }), complete(3, racing, { paymentMethod: 'cheque' })])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect((await logsOf(racing)).filter((l) => l.description.includes('ödendi'))).toHaveLength(1);
  });
});

describe('who may call', () => {
  it('gives pricing to admins only and refuses every other role before validation', async () => {
    const id = await createJob({ unitPrice: 5 });
    for (const role of [0, 1, 2, 4] as Role[]) {
      expect((await get(role, '/v1/prices/completed-jobs')).statusCode).toBe(403);
      expect((await get(role, '/v1/prices/pending-jobs')).statusCode).toBe(403);
      expect((await get(role, '/v1/prices/all-jobs')).statusCode).toBe(403);
      expect((await get(role, '/v1/prices/summary')).statusCode).toBe(403);
      expect((await get(role, '/v1/prices/revenue-report?groupBy=week')).statusCode).toBe(403);
      expect((await get(role, '/v1/prices/report')).statusCode).toBe(403);
      expect((await putPrice(role, id, { unitPrice: -1 })).statusCode).toBe(403);
      expect((await complete(role, id, { paymentMethod: 'cash' })).statusCode).toBe(403);
    }
    expect((await get(null as unknown as Role, '/v1/prices/pending-jobs')).statusCode).toBe(401);
  });
});

describe('the lists, figures and reports', () => {
  let fresh: TestApp;
  let ids: Record<string, number>;
  beforeAll(async () => {
    // Its own database: the figures are checked over a known set of jobs.
    const outer = t;
    fresh = await buildTestApp();
    t = fresh;
    bench = await createBench(t, 'Freze 3');
    ids = {
      janEnd: await createJob({ customerName: 'Ege Hidrolik', quantity: 2, unitPrice: 100.25 }), // 200.50
      febEarly: await createJob({ customerName: 'Kaya Otomotiv', quantity: 1, unitPrice: 300 }),
      jan: await createJob({ customerName: 'Yıldız Kalıp', quantity: 3, unitPrice: 33.33 }), // 99.99
      pendingLate: await createJob({ customerName: 'Demir Döküm', quantity: 1, unitPrice: 600, deadline: '2020-01-01' }),
      pendingSoon: await createJob({ customerName: 'Şahin Metal', quantity: 5, unitPrice: 20 }), // 100
      unpriced: await createJob({ customerName: 'Fiyatsız' }),
      cancelled: await createJob({ customerName: 'İptal Ltd', unitPrice: 1000 }),
    };
    await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${ids.cancelled}`, payload: { status: 'cancelled' } });
    // 22:30 UTC on 31 January is 01:30 on 1 February in Istanbul (UTC+3).
    await paidAt(ids.janEnd!, '2026-01-31T22:30:00Z');
    await paidAt(ids.febEarly!, '2026-02-10T09:00:00Z', 'cheque');
    await paidAt(ids.jan!, '2026-01-15T12:00:00Z');
    t = outer;
  });
  afterAll(() => fresh.close());

  it('lists paid jobs newest payment first, with the revenue summed by the database', async () => {
    const res = await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/completed-jobs' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 3, totalRevenue: 600.49, page: 1 });
    expect(body.jobs.map((j: { id: number }) => j.id)).toEqual([ids.febEarly, ids.janEnd, ids.jan]);
    expect(body.jobs[0]).toMatchObject({ customer: 'Kaya Otomotiv', status: 'completed', paymentMethod: 'cheque', completedAt: '2026-02-10T09:00:00.000Z', workstationName: 'Freze 3', quantity: 1, unitPrice: 300, totalPrice: 300 });
  });

  it('lists unpaid payable jobs with overdue ones marked, and the amount owed', async () => {
    const body = (await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/pending-jobs?limit=1&page=2' })).json();
    expect(body).toMatchObject({ total: 2, totalRevenue: 700, page: 2, limit: 1, totalPages: 2 });
    expect(body.jobs).toHaveLength(1);
    const all = (await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/pending-jobs' })).json().jobs;
    expect(all.map((j: { id: number; status: string }) => [j.id, j.status])).toEqual([
      [ids.pendingSoon, 'pending'],
      [ids.pendingLate, 'overdue'],
    ]);
  });

  it('lists both for the all-payments page by date, newest first: a payment at its date, an unpaid job at its creation', async () => {
    const body = (await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/all-jobs' })).json();
    expect(body).toMatchObject({ total: 5, totalRevenue: 1300.49 });
    // The unpaid ones were created today; the payments are in January and February, not in job-number order.
    expect(body.jobs.map((j: { id: number }) => j.id)).toEqual([ids.pendingSoon, ids.pendingLate, ids.febEarly, ids.janEnd, ids.jan]);
  });

  it('searches customer, bench and invoice number, Turkish letters folded', async () => {
    const q = async (text: string, list = 'pending-jobs') => (await fresh.injectAs(3, { method: 'GET', url: `/v1/prices/${list}?q=${encodeURIComponent(text)}` })).json();
    expect((await q('ŞAHİN')).jobs.map((j: { id: number }) => j.id)).toEqual([ids.pendingSoon]);
    expect((await q('demir')).totalRevenue).toBe(600);
    expect((await q('freze')).total).toBe(2);
    const invoice = `#${String(ids.jan).padStart(6, '0')}`;
    expect((await q(invoice, 'completed-jobs')).jobs.map((j: { id: number }) => j.id)).toEqual([ids.jan]);
    expect((await q('100%_', 'completed-jobs')).total).toBe(0);
  });

  it('refuses bad paging', async () => {
    for (const query of ['limit=101', 'limit=0', 'page=0', 'page=abc', 'limit=1.5'])
      expect((await fresh.injectAs(3, { method: 'GET', url: `/v1/prices/completed-jobs?${query}` })).statusCode).toBe(400);
  });

  it('sums revenue by month in Europe/Istanbul', async () => {
    const res = await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/revenue-report?groupBy=month' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [
        { month: '2026-01', revenue: 99.99, count: 1 },
        { month: '2026-02', revenue: 500.5, count: 2 },
      ],
      totalRevenue: 600.49,
      totalCount: 3,
    });
    // Istanbul days: 1 February starts at 31 January 21:00 UTC.
    const feb = (await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/revenue-report?groupBy=month&from=2026-02-01&to=2026-02-01' })).json();
    expect(feb).toMatchObject({ data: [{ month: '2026-02', revenue: 200.5, count: 1 }], totalRevenue: 200.5, totalCount: 1 });
    const none = (await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/revenue-report?groupBy=month&from=2030-01-01' })).json();
    expect(none).toMatchObject({ data: [], totalRevenue: 0, totalCount: 0 });
  });

  it('refuses another grouping and bad dates in Turkish', async () => {
    const week = await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/revenue-report?groupBy=week' });
    expectValidationError(week, 'groupBy', 'Gelir raporu yalnızca aylık (groupBy=month) gruplanabilir');
    expect((await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/revenue-report?from=2026-13-01' })).statusCode).toBe(400);
    const reversed = await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/revenue-report?from=2026-03-01&to=2026-02-01' });
    expectValidationError(reversed, 'from', 'Başlangıç tarihi bitiş tarihinden sonra olamaz');
  });

  it('answers the four figures: revenue, pending, paid count, average to the kuruş', async () => {
    const res = await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/summary' });
    expect(res.json().data).toEqual({ totalRevenue: 600.49, pendingAmount: 700, completedCount: 3, pendingCount: 2, overdueCount: 1, averagePayment: 200.16 });
  });

  it('writes the CSV report of every paid and unpaid payable job with the three totals', async () => {
    const res = await fresh.injectAs(3, { method: 'GET', url: '/v1/prices/report' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gelir-raporu-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Müşteri', 'Açıklama', 'Adet', 'Birim Fiyat', 'Toplam', 'Durum', 'Tarih']);
    expect(rows.slice(1, 6).map((r) => [r[0], r[4], r[5]])).toEqual([
      ['Kaya Otomotiv', '₺300,00', 'Tamamlandı'],
      ['Ege Hidrolik', '₺200,50', 'Tamamlandı'],
      ['Yıldız Kalıp', '₺99,99', 'Tamamlandı'],
      ['Şahin Metal', '₺100,00', 'Bekliyor'],
      ['Demir Döküm', '₺600,00', 'Gecikmiş'],
    ]);
    // Paid 22:30 UTC on 31 January: 1 February in Istanbul.
    expect(rows[2]![6]).toBe('01.02.2026');
    expect(rows.slice(6)).toEqual([
      ['Toplam Tamamlanan', '', '', '', '₺600,49', '', ''],
      ['Toplam Bekleyen', '', '', '', '₺700,00', '', ''],
      ['Genel Toplam', '', '', '', '₺1.300,49', '', ''],
    ]);
  });
});

describe('the report over more jobs than one batch', () => {
  it('writes every paid and unpaid payable job once, across the 2,000-row batches', async () => {
    const big = await buildTestApp();
    try {
      const { seedJobsBulk } = await import('../../server/db/seed/jobsBulk');
      // Enough jobs for two batches or more of each list (one job in six is paid).
      await seedJobsBulk(big.app.db, { jobs: 13_000, minutesApart: 1, operationsPerJob: 0 });
      const counts = (await big.injectAs(3, { method: 'GET', url: '/v1/prices/summary' })).json().data;
      expect(counts.completedCount).toBeGreaterThan(2000);
      expect(counts.pendingCount).toBeGreaterThan(2000);
      const res = await big.injectAs(3, { method: 'GET', url: '/v1/prices/report' });
      const rows = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data.slice(1, -3);
      expect(rows).toHaveLength(counts.completedCount + counts.pendingCount);
      // Descriptions carry the job's number: each job appears once.
      expect(new Set(rows.map((r) => r[1])).size).toBe(rows.length);
      expect(rows.slice(0, counts.completedCount).every((r) => r[5] === 'Tamamlandı')).toBe(true);
      expect(rows.slice(counts.completedCount).every((r) => r[5] === 'Bekliyor')).toBe(true);
    } finally {
      await big.close();
    }
  });
});
