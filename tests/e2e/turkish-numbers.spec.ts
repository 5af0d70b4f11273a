import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { choose, toast } from './jobScenes';

/*
 * Issue 22: number fields were type=number, so '46,20' became 4620 in a price. Every number is now
 * typed the Turkish way whatever the browser's language: 7,85 · 46,20 · 1.234,5 are saved as 7.85,
 * 46.2 and 1234.5 and shown back formatted; '46.20' is refused, never read as something else.
 */

const PANEL = '/admin/materialManagement';
const UNREADABLE = 'Sayı okunamadı; örneğin 46,20 veya 1.234,5 yazın';

const materialNamed = async (request: APIRequestContext, name: string) => {
  const headers = await apiToken(request, DEMO[3]);
  const body = await (await request.get(`/v1/materials?q=${encodeURIComponent(name)}`, { headers })).json();
  return body.materials[0] as { density: number; currentPricePerKg: number | null };
};

/** A material (a declared resource) added with a density of 7,85, then priced at 46,20 ₺/kg. */
const addPricedMaterial = async (page: Page, request: APIRequestContext, name: string) => {
  await page.goto(`${PANEL}/add-material`);
  const add = page.getByRole('dialog', { name: 'Yeni Malzeme Ekle' });
  await add.getByLabel(/^Malzeme Adı/).fill(name);
  await choose(page, add, /^Kategori/, 'ÇELİKLER');
  await choose(page, add, /^Alt Kategori/, 'Takım Çelikleri');
  await add.getByLabel(/^Yoğunluk/).fill('7,85');
  await add.getByRole('button', { name: 'Ekle' }).click();
  await expect(toast(page, 'Malzeme başarıyla eklendi')).toBeVisible();
  expect((await materialNamed(request, name)).density).toBe(7.85);

  await page.goto(`${PANEL}/price-management`);
  await page.getByRole('searchbox', { name: 'Malzeme ara...' }).fill(name);
  await page.getByRole('button', { name: `Fiyat Gir: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Kg Fiyatı/).fill('46.20');
  await dialog.getByLabel(/^Kg Fiyatı/).blur();
  await expect(dialog.getByText(UNREADABLE)).toBeVisible();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(UNREADABLE);
  await dialog.getByLabel(/^Kg Fiyatı/).fill('46,20');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Fiyat başarıyla kaydedildi')).toBeVisible();
  await expect(page.getByTestId('record-row').filter({ hasText: name })).toContainText('₺46,20');
  expect(Number((await materialNamed(request, name)).currentPricePerKg)).toBe(46.2);
};

/** The weight calculator fills in the material's 7,85 and 46,20, and reads what is typed over them. */
const weighPlate = async (page: Page, name: string) => {
  await page.goto(`${PANEL}/weight-calculation`);
  await page.getByRole('combobox', { name: 'Malzeme' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  const density = page.getByLabel('Yoğunluk (g/cm³)');
  const price = page.getByLabel('Kg Fiyatı (₺)');
  await expect(density).toHaveValue('7,85');
  await expect(price).toHaveValue('46,20');
  await page.getByLabel('Kalınlık t (mm)').fill('10');
  await page.getByLabel('Genişlik w (mm)').fill('100');
  await page.getByLabel('Uzunluk l (mm)').fill('1.000');
  await expect(page.getByTestId('weight-per-piece')).toHaveText('7,85 kg');
  await expect(page.getByTestId('weight-cost')).toHaveText('₺362,67');

  await price.fill('1234,5');
  await price.blur();
  await expect(price).toHaveValue('1.234,50');
  await expect(page.getByTestId('weight-cost')).toHaveText('₺9.690,83');
  await price.fill('12.34');
  await price.blur();
  await expect(page.getByText(UNREADABLE)).toBeVisible();
  await expect(page.getByTestId('weight-cost')).toHaveText('-');
};

/** The pricing page's price dialog saves 1.234,5 ₺ as 1234.5. */
const priceJob = async (page: Page, request: APIRequestContext) => {
  const headers = await apiToken(request, DEMO[3]);
  const benches = await (await request.get('/v1/counters?status=Aktif', { headers })).json();
  const created = await request.post('/v1/jobs', {
    headers,
    data: { description: 'E2E sayı işi', customerName: `Sayı Test ${Date.now() % 100000}`, workstationId: benches.data[0].id, estimatedHours: 1, quantity: 3, unitPrice: 10, totalPrice: 30 },
  });
  const id = (await created.json()).jobs.id as number;
  await page.goto('/admin/dashboard/pricing');
  const pending = page.getByTestId('pending-payments').locator(`[data-job-id="${id}"]`);
  await pending.getByTestId('edit-price').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Birim Fiyat (₺)')).toHaveValue('10,00');
  await dialog.getByLabel('Birim Fiyat (₺)').fill('1.234,5');
  await expect(dialog.getByTestId('price-total')).toHaveText('Toplam: ₺3.703,50');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Fiyat başarıyla güncellendi')).toBeVisible();
  await expect(pending).toContainText('₺3.703,50');
  const job = (await (await request.get(`/v1/jobs/${id}`, { headers })).json()).jobs;
  expect([Number(job.unitPrice), Number(job.totalPrice)]).toEqual([1234.5, 3703.5]);
};

for (const locale of ['tr-TR', 'en-US']) {
  test.describe(`in a ${locale} browser`, () => {
    test.use({ locale });

    test('7,85, 46,20 and 1.234,5 are saved and shown as typed the Turkish way; 46.20 and 12.34 are refused', async ({ page, request }) => {
      const name = `E2E Sayı Çeliği ${locale} ${Date.now()}`;
      await signIn(page, DEMO[3]);
      await page.waitForURL(/\/admin\//);
      await addPricedMaterial(page, request, name);
      await weighPlate(page, name);
      await priceJob(page, request);
    });
  });
}
