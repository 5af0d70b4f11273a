import { DEMO, expect, signIn, test } from './fixtures';

test('an admin adds a bench, toggles it and deletes it', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  await page.goto('/admin/dashboard/counters');
  await expect(page.getByRole('heading', { name: 'Tezgah Yönetimi' })).toBeVisible();
  const total = page.getByTestId('counter-total-value');
  await expect(total).toHaveText(/^\d+$/);
  const before = Number(await total.textContent());

  await page.getByRole('button', { name: 'Yeni Tezgah' }).click();
  const add = page.getByRole('dialog', { name: 'Yeni Tezgah Ekle' });
  await add.getByLabel('Tezgah adı').fill(' X ');
  await add.getByRole('button', { name: 'Ekle' }).click();
  await expect(add.getByText('Tezgah adı en az 2 karakter olmalıdır')).toBeVisible();
  await add.getByLabel('Tezgah adı').fill('');
  await expect(add.getByText('Tezgah adı gereklidir')).toBeVisible();
  await add.getByLabel('Tezgah adı').fill('Test Tezgahı E2E');
  await add.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText('Tezgah başarıyla eklendi')).toBeVisible();
  await expect(total).toHaveText(String(before + 1));

  await page.getByRole('searchbox', { name: 'Tezgah adına göre ara' }).fill('E2E');
  const row = page.getByTestId('record-row').filter({ hasText: 'Test Tezgahı E2E' });
  await expect(page.getByTestId('record-row')).toHaveCount(1);
  await expect(row.getByTestId('field-status')).toHaveText('Aktif');

  await row.getByRole('switch', { name: 'Test Tezgahı E2E durumunu değiştir' }).click();
  await expect(page.getByText('Tezgah başarıyla güncellendi')).toBeVisible();
  await expect(row.getByTestId('field-status')).toHaveText('Pasif');
  await page.getByRole('button', { name: 'Pasif' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Aktif', exact: true }).click();
  await expect(page.getByText('Arama kriterlerine uygun tezgah bulunamadı')).toBeVisible();
  await page.getByRole('button', { name: 'Tümü' }).click();

  await row.getByRole('button', { name: 'Sil: Test Tezgahı E2E' }).click();
  await page.getByRole('dialog', { name: 'Tezgahı Sil' }).getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Tezgah başarıyla silindi')).toBeVisible();
  await expect(page.getByText('Arama kriterlerine uygun tezgah bulunamadı')).toBeVisible();
  await expect(total).toHaveText(String(before));
});
