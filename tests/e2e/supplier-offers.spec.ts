import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { toast } from './jobScenes';

test('a supplier offers a price typed the Turkish way; the admin accepts it and it becomes the material’s price; the supplier sees the decision', async ({ browser, request }) => {
  const admin = await apiToken(request, DEMO[3]);
  const categories = (await (await request.get('/v1/materials/categories', { headers: admin })).json()).categories as { id: number; subcategories: { id: number }[] }[];
  const name = `Teklif Çeliği ${Date.now()}`;
  const material = (
    await (await request.post('/v1/materials', { headers: admin, data: { name, categoryId: categories[0]!.id, subCategoryId: categories[0]!.subcategories[0]!.id, density: 7.85 } })).json()
  ).material as { id: number };

  const supplier = await (await browser.newContext({ locale: 'tr-TR' })).newPage();
  await signIn(supplier, DEMO[1]);
  // A supplier lands on their page: the suppliers page, their own card and offers.
  await expect(supplier).toHaveURL((url) => url.pathname === '/admin/dashboard/suppliers');
  const mine = supplier.getByTestId('supplier-offers');
  await mine.getByRole('button', { name: 'Yeni Teklif' }).click();
  const form = supplier.getByRole('dialog', { name: 'Yeni Teklif' });
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByRole('alert')).toHaveText('Lütfen bir malzeme seçin');
  await form.getByLabel('Malzeme').fill(name);
  await supplier.getByRole('option', { name }).click();
  await form.getByLabel(/Teklif Fiyatı/).fill('1.234,5');
  await form.getByLabel('Not').fill('Stoktan teslim');
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(toast(supplier, 'Teklif gönderildi')).toBeVisible();
  const row = mine.getByTestId('record-row').filter({ hasText: name });
  await expect(row).toContainText('₺1.234,50');
  await expect(row).toContainText('Bekliyor');

  const panel = await (await browser.newContext({ locale: 'tr-TR' })).newPage();
  await signIn(panel, DEMO[3]);
  await expect(panel).toHaveURL((url) => url.pathname === '/admin/dashboard');
  await panel.goto('/admin/materialManagement/supplier-offers');
  const offer = panel.getByTestId('record-row').filter({ hasText: name });
  await expect(offer).toContainText('Stoktan teslim');
  await offer.getByRole('button', { name: 'Kabul Et' }).click();
  const decision = panel.getByTestId('offer-decision');
  await decision.getByLabel(/Tedarikçiye not/).fill('Ocak siparişi');
  await decision.getByRole('button', { name: 'Kabul Et' }).click();
  await expect(toast(panel, 'Teklif kabul edildi; fiyat malzemenin fiyat geçmişine eklendi')).toBeVisible();
  // The pending list no longer holds it.
  await expect(offer).toHaveCount(0);
  const history = await (await request.get(`/v1/materials/${material.id}/prices`, { headers: admin })).json();
  expect(history.currentPricePerKg).toBe(1234.5);

  await supplier.reload();
  await expect(row).toContainText('Kabul Edildi');
  await expect(row).toContainText('Ocak siparişi');
  await expect(row.getByRole('button', { name: 'Geri Çek' })).toHaveCount(0);
});
