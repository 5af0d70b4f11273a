import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { choose, toast } from './jobScenes';

/** A job with a first price, made through the API: the scene starts where the pricing page does. */
const pricedJob = async (request: Parameters<typeof apiToken>[0], customer: string) => {
  const headers = await apiToken(request, DEMO[3]);
  const benches = await (await request.get('/v1/counters?status=Aktif', { headers })).json();
  const res = await request.post('/v1/jobs', {
    headers,
    data: { description: 'E2E flanş tornalama', customerName: customer, workstationId: benches.data[0].id, estimatedHours: 1, quantity: 3, unitPrice: 10, totalPrice: 30 },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).jobs.id as number;
};

test('set a price, mark the job paid with a method, download the report and find the payment', async ({ page, request }) => {
  const customer = `Fiyat Test ${Date.now() % 100000}`;
  const id = await pricedJob(request, customer);
  const invoice = `#${String(id).padStart(6, '0').slice(-6)}`;

  await signIn(page, DEMO[3]);
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/dashboard/pricing');
  await expect(page.getByRole('heading', { name: 'Fiyatlama & Gelir' })).toBeVisible();
  const revenueBefore = await page.getByTestId('stat-revenue-value').textContent();
  await expect(page.getByTestId('revenue-chart')).toBeVisible();

  // The newest pending payment is ours: set its unit price to 250 ₺ (3 × 250 = 750 ₺, Yüksek).
  const pending = page.getByTestId('pending-payments').locator(`[data-job-id="${id}"]`);
  await expect(pending).toContainText(customer);
  await expect(pending).toContainText(invoice);
  await expect(pending).toContainText('₺30,00');
  await expect(pending).toContainText('Düşük');
  await pending.getByTestId('edit-price').click();
  const priceDialog = page.getByRole('dialog');
  await priceDialog.getByLabel('Birim Fiyat (₺)').fill('250');
  await expect(priceDialog.getByTestId('price-total')).toHaveText('Toplam: ₺750,00');
  await priceDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Fiyat başarıyla güncellendi')).toBeVisible();
  await expect(pending).toContainText('₺750,00');
  await expect(pending).toContainText('Yüksek');

  // Mark it paid after the confirmation, choosing the method.
  await pending.getByTestId('mark-paid').click();
  const payDialog = page.getByRole('dialog');
  await expect(payDialog).toContainText('Bu işi ödendi olarak işaretlemek istediğinize emin misiniz?');
  await payDialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(payDialog).toContainText('Ödeme yöntemi seçilmelidir');
  await choose(page, payDialog, /Ödeme Yöntemi/, 'Banka Havalesi');
  await payDialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(toast(page, 'İş ödendi olarak işaretlendi')).toBeVisible();
  const recent = page.getByTestId('recent-payments').locator(`[data-job-id="${id}"]`);
  await expect(recent).toContainText('Tamamlandı');
  await expect(recent).toContainText('Banka Havalesi');
  await expect(page.getByTestId('pending-payments').locator(`[data-job-id="${id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('stat-revenue-value')).not.toHaveText(revenueBefore ?? '');

  // The report: every paid and pending job, ours among the paid, then the three totals.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-report').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gelir-raporu-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(toast(page, 'Rapor indirildi')).toBeVisible();
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(['Müşteri', 'Açıklama', 'Adet', 'Birim Fiyat', 'Toplam', 'Durum', 'Tarih']);
  expect(rows.find((r) => r[0] === customer)).toEqual([customer, 'E2E flanş tornalama', '3', '₺250,00', '₺750,00', 'Tamamlandı', expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/)]);
  expect(rows.slice(-3).map((r) => r[0])).toEqual(['Toplam Tamamlanan', 'Toplam Bekleyen', 'Genel Toplam']);
  for (const r of rows.slice(-3)) expect(r[4]).toMatch(/^₺\d{1,3}(\.\d{3})*,\d{2}$/);

  // The all-payments search finds it by customer and by invoice number, with its details.
  await page.getByTestId('all-payments-link').click();
  await expect(page.getByRole('heading', { name: 'Tüm Ödemeler' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: /fatura no ara/ });
  await search.fill(customer.toLocaleUpperCase('tr-TR'));
  const row = page.getByTestId('payment-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(invoice);
  await search.fill(invoice);
  await expect(row.filter({ hasText: customer })).toHaveCount(1);
  await row.filter({ hasText: customer }).getByTestId('view-payment').click();
  const detail = page.getByTestId('payment-detail');
  await expect(detail).toContainText('Banka Havalesi');
  await expect(detail).toContainText('₺750,00');
  await expect(detail).toContainText('Tamamlandı');
});
