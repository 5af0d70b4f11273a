import type { APIRequestContext } from '@playwright/test';
import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { toast } from './jobScenes';

/** A catalogue material of its own for the scenario, as the admin adds it. */
const newMaterial = async (request: APIRequestContext, admin: { authorization: string }, name: string) => {
  const categories = (await (await request.get('/v1/materials/categories', { headers: admin })).json()).categories as { id: number; subcategories: { id: number }[] }[];
  const res = await request.post('/v1/materials', { headers: admin, data: { name, categoryId: categories[0]!.id, subCategoryId: categories[0]!.subcategories[0]!.id, density: 7.85 } });
  return ((await res.json()).material as { id: number }).id;
};

test('on a phone (390 px) a supplier’s offer cards carry the note, the shop’s decision note and the row’s Düzenle / Geri Çek', async ({ browser, request }) => {
  const admin = await apiToken(request, DEMO[3]);
  const supplier = await apiToken(request, DEMO[1]);
  const stamp = Date.now();
  const open = `Telefon Sacı ${stamp}`;
  const decided = `Telefon Profili ${stamp}`;
  const offer = async (name: string, note: string) =>
    ((await (await request.post('/v1/materials/offers', { headers: supplier, data: { materialId: await newMaterial(request, admin, name), pricePerKg: 50, note } })).json()).offer as { id: number }).id;
  await offer(open, 'Stoktan teslim, 3 gün');
  const rejected = await offer(decided, 'Fabrika çıkışı');
  expect((await request.post(`/v1/materials/offers/${rejected}/reject`, { headers: admin, data: { note: 'Fiyat piyasanın üstünde' } })).ok()).toBe(true);

  const page = await (await browser.newContext({ locale: 'tr-TR', viewport: { width: 390, height: 844 } })).newPage();
  await signIn(page, DEMO[1]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard/suppliers');
  const mine = page.getByTestId('supplier-offers');
  const pending = mine.getByTestId('record-row').filter({ hasText: open });
  const refused = mine.getByTestId('record-row').filter({ hasText: decided });

  // What the desktop row shows: the supplier's note, and the shop's note on a decided offer.
  await expect(pending).toContainText('Not: Stoktan teslim, 3 gün');
  await expect(pending).toContainText('Bekliyor');
  await expect(pending).toContainText('₺50,00');
  await expect(pending).toContainText('Süresiz');
  await expect(refused).toContainText('Not: Fabrika çıkışı');
  await expect(refused).toContainText('Karar Notu: Fiyat piyasanın üstünde');
  await expect(refused).toContainText('Reddedildi');
  // A decided offer is only read.
  await expect(refused.getByRole('button', { name: /^(Düzenle|Geri Çek)/ })).toHaveCount(0);
  // The card fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A pending offer's actions are named on the card as on the desktop row, and work.
  const edit = pending.getByRole('button', { name: `Düzenle: ${open}` });
  await expect(edit).toBeVisible();
  await expect(edit).toHaveText('Düzenle');
  await edit.click();
  const form = page.getByRole('dialog', { name: 'Teklifi Düzenle' });
  await form.getByLabel(/Teklif Fiyatı/).fill('47,25');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Teklif güncellendi')).toBeVisible();
  await expect(pending).toContainText('₺47,25');

  const withdraw = pending.getByRole('button', { name: `Geri Çek: ${open}` });
  await expect(withdraw).toHaveText('Geri Çek');
  await withdraw.click();
  const confirm = page.getByRole('dialog', { name: 'Teklifi Geri Çek' });
  await expect(confirm).toContainText(`${open} için ₺47,25/kg teklifiniz geri çekilecek`);
  await confirm.getByRole('button', { name: 'Geri Çek' }).click();
  await expect(toast(page, 'Teklif geri çekildi')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(refused).toBeVisible();
});
