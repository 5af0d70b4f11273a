// Issue 22: 'Dışa aktar' of the users, customers and suppliers pages. The file is written as
// the declared exports write theirs, takes the page's own search and filters, and holds no secret.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COUNT_HEADER } from '../../src/domain/exportCount';
import type { RoleNumber } from '../../src/domain/roles';
import { peopleCsv } from '../../server/services/peopleExport';
import { buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  await db
    .insertInto('users')
    .values([
      // A name a spreadsheet would run as a formula, and a company with a tax number.
      { name: '=HYPERLINK("x")', surname: 'Formül', email: 'formul@example.com', password_hash: 'argon2-gizli-özet', role: 0, phone_number: '905441110000', status: 'active', flags: 3, company: JSON.stringify({ name: 'Dış Ticaret A.Ş.', taxNumber: '1234567890' }), last_login: new Date('2026-07-01T09:30:00Z') },
      { name: 'Pasif', surname: 'Müşteri', email: 'pasif.musteri@example.com', password_hash: 'argon2-gizli-özet', role: 0, phone_number: '905441110001', status: 'pending', flags: 3 },
      { name: 'Çelik', surname: 'Tedarik', email: 'celik.tedarik@example.com', password_hash: 'argon2-gizli-özet', role: 1, phone_number: '905441110002', status: 'active', flags: 3, company: JSON.stringify({ name: 'Çelik Ltd.', taxNumber: '9876543210' }) },
    ])
    .execute();
});
afterAll(() => t.close());

const HEADINGS = ['Ad', 'Soyad', 'E-posta', 'Telefon', 'Rol', 'Durum', 'Firma', 'Vergi Numarası', 'Son Giriş', 'Oluşturulma Tarihi'];

const exported = async (role: RoleNumber, url: string) => {
  const res = await t.injectAs(role, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [head, ...rows] = Papa.parse<string[]>(res.body.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
  return { res, head, rows, told: Number(res.headers[EXPORT_COUNT_HEADER]) };
};
const byEmail = (rows: string[][], email: string) => rows.find((r) => r[2] === email);

describe('GET /v1/users/.../export', () => {
  it('writes the users page as a Turkish Excel CSV: headings, Turkish labels, Istanbul times, the count ahead', async () => {
    const { res, head, rows, told } = await exported(3, '/v1/users/admin/all/export');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kullanicilar-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body).toContain('";"');
    expect(head).toEqual(HEADINGS);
    const total = (await t.injectAs(3, { method: 'GET', url: '/v1/users/admin/all?limit=1' })).json().total;
    expect(rows).toHaveLength(total);
    expect(told).toBe(total);
    const row = byEmail(rows, 'formul@example.com')!;
    // The formula guard, the role's and status's Turkish labels, the company, 12:30 in Istanbul.
    expect(row.slice(0, 9)).toEqual([`'=HYPERLINK("x")`, 'Formül', 'formul@example.com', '905441110000', 'Müşteri', 'Aktif', 'Dış Ticaret A.Ş.', '1234567890', '01.07.2026 12:30']);
    expect(row[9]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(byEmail(rows, 'pasif.musteri@example.com')![5]).toBe('Onay Bekliyor');
  });

  it('never writes a password hash, token or any column beyond the ten', async () => {
    const { res, rows } = await exported(3, '/v1/users/admin/all/export');
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toMatch(/\$argon2|password|şifre|token/i);
    for (const r of rows) expect(r).toHaveLength(HEADINGS.length);
  });

  it('honours the page’s search and filters', async () => {
    const searched = await exported(3, '/v1/users/admin/all/export?q=formul');
    expect(searched.rows.map((r) => r[2])).toEqual(['formul@example.com']);
    expect(searched.told).toBe(1);
    const pending = await exported(3, '/v1/users/customers/export?status=pending');
    expect(pending.rows.map((r) => r[2])).toEqual(['pasif.musteri@example.com']);
    const suppliers = await exported(3, '/v1/users/admin/all/export?role=1');
    expect(suppliers.rows.every((r) => r[4] === 'Tedarikçi')).toBe(true);
    expect(byEmail(suppliers.rows, 'celik.tedarik@example.com')).toBeDefined();
    // Activity: the formula customer signed in months ago, so the 30-day window leaves them passive.
    const active = await exported(3, '/v1/users/customers/export?activity=passive');
    expect(byEmail(active.rows, 'formul@example.com')).toBeDefined();
  });

  it('keeps each page to its population', async () => {
    const customers = await exported(3, '/v1/users/customers/export');
    expect(customers.rows.length).toBeGreaterThan(0);
    expect(customers.rows.every((r) => r[4] === 'Müşteri')).toBe(true);
    const suppliers = await exported(3, '/v1/users/suppliers/export');
    expect(suppliers.rows.every((r) => r[4] === 'Tedarikçi')).toBe(true);
    expect(suppliers.res.headers['content-disposition']).toContain('tedarikciler-');
  });

  it('refuses every role but the admin, the supplier on their own page too', async () => {
    for (const url of ['/v1/users/admin/all/export', '/v1/users/customers/export', '/v1/users/suppliers/export'])
      for (const role of [0, 1, 2, 4] as const) {
        const res = await t.injectAs(role, { method: 'GET', url });
        expect(res.statusCode, `${url} as ${role}`).toBe(403);
        expect(res.json().message).toBe('Bu işlem için yetkiniz bulunmuyor.');
      }
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/users/admin/all/export' })).statusCode).toBe(401);
  });

  it('answers bad filters with a Turkish 400', async () => {
    const res = await t.injectAs(3, { method: 'GET', url: '/v1/users/admin/all/export?status=silinmis' });
    expect(res.statusCode).toBe(400);
  });

  it('walks batch after batch without losing or repeating a row', async () => {
    let csv = '';
    for await (const chunk of peopleCsv(t.app.db, {}, { sort: 'createdAt', order: 'desc', batch: 2 })) csv += chunk;
    const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data.slice(1);
    const all = await exported(3, '/v1/users/admin/all/export');
    expect(rows).toEqual(all.rows);
    expect(new Set(rows.map((r) => r[2])).size).toBe(rows.length);
  });
});
