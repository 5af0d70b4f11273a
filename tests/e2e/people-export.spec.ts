// Issue 22: the people pages export what they show, under their own search and filters.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Download, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

const rowsOf = async (download: Download) => {
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [head, ...rows] = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
  expect(head).toEqual(['Ad', 'Soyad', 'E-posta', 'Telefon', 'Rol', 'Durum', 'Firma', 'Vergi Numarası', 'Son Giriş', 'Oluşturulma Tarihi']);
  return rows;
};

const exportFrom = async (page: Page) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dışa aktar' }).click();
  return downloading;
};

test('an admin exports each people page: the users page under its search, customers and suppliers whole', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);

  await page.goto('/admin/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Kullanıcı Yönetimi' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ad veya soyada göre ara' }).fill('usta');
  await expect(page.getByTestId('user-card')).toHaveCount(1);
  const users = await exportFrom(page);
  expect(users.suggestedFilename()).toMatch(/^kullanicilar-\d{4}-\d{2}-\d{2}\.csv$/);
  const searched = await rowsOf(users);
  expect(searched.map((r) => [r[2], r[4]])).toEqual([[DEMO[4], 'Usta Başı']]);

  for (const [path, heading, email, role, file] of [
    ['/admin/dashboard/customers', 'Müşteri Yönetimi', DEMO[0], 'Müşteri', 'musteriler'],
    ['/admin/dashboard/suppliers', 'Tedarikçi Yönetimi', DEMO[1], 'Tedarikçi', 'tedarikciler'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const cards = page.getByTestId('user-card');
    await expect(cards.first()).toBeVisible();
    const download = await exportFrom(page);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${file}-`));
    const rows = await rowsOf(download);
    expect(rows.map((r) => r[2])).toContain(email);
    expect(rows.every((r) => r[4] === role)).toBe(true);
    expect(rows.length).toBe(await cards.count());
  }
});

test('a supplier on their own page sees no export', async ({ page }) => {
  await signIn(page, DEMO[1]);
  // A supplier lands on the suppliers page (their own card) once signed in.
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard/suppliers');
  await expect(page.getByTestId('user-card')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Dışa aktar' })).toHaveCount(0);
});
