import { DEMO, expect, signIn, test } from './fixtures';
import { choose, toast } from './jobScenes';

const count = async (page: import('@playwright/test').Page, key: 'total' | 'active' | 'passive') =>
  Number(await page.getByTestId(`operation-count-${key}`).locator('p').last().textContent());

test.describe('the operations page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO[3]);
    await expect(page).toHaveURL(/\/admin\//);
    await page.goto('/admin/dashboard/operations');
    await expect(page.getByRole('heading', { name: 'Operasyon Yönetimi' })).toBeVisible();
  });

  test('bulk-adds three queued operations and rejects duplicates, queued and existing', async ({ page }) => {
    await expect(page.getByTestId('operation-count-total')).toContainText(/\d/);
    const before = await count(page, 'total');
    await page.getByRole('button', { name: 'Yeni Operasyon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Operasyon' });
    const name = dialog.getByLabel('Operasyon adı');
    const description = dialog.getByLabel('Açıklama');
    const queue = async (n: string, d: string) => {
      await name.fill(n);
      await description.fill(d);
      await dialog.getByRole('button', { name: 'Listeye Ekle' }).click();
    };
    await dialog.getByRole('button', { name: 'Listeye Ekle' }).click();
    await expect(dialog.getByText('Operasyon adı gereklidir')).toBeVisible();
    await expect(dialog.getByText('Açıklama gereklidir')).toBeVisible();

    await queue('Honlama', 'İç yüzeyde hassas yüzey bitirme');
    await queue('Raybalama', 'Deliği hassas ölçüye getirme');
    await queue('Tel Erozyon', 'Tel ile hassas profil kesme');
    await expect(dialog.getByTestId('operation-queue').getByRole('listitem')).toHaveCount(3);

    await queue('  HONLAMA ', 'Aynı isim');
    await expect(dialog.getByText('Bu isimde bir operasyon zaten eklenmiş')).toBeVisible();
    await queue('TORNALAMA', 'Katalogda var');
    await expect(dialog.getByText('Bu isimde bir operasyon zaten mevcut')).toBeVisible();
    await expect(dialog.getByTestId('operation-queue').getByRole('listitem')).toHaveCount(3);

    await name.fill('');
    await description.fill('');
    await dialog.getByRole('button', { name: 'Kaydet (3)' }).click();
    await expect(toast(page, '3 operasyon başarıyla eklendi')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(() => count(page, 'total')).toBe(before + 3);
    await page.getByLabel('Operasyon adı veya açıklama ara').fill('tel erozyon');
    await expect(page.getByRole('row').filter({ hasText: 'Tel Erozyon' })).toHaveCount(1);
  });

  test('edits an operation with its ID read-only and filters passive ones', async ({ page }) => {
    const row = page.getByRole('row').filter({ hasText: 'Çapak Alma' });
    await row.getByRole('button', { name: 'Düzenle: Çapak Alma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Operasyonu Düzenle' });
    await expect(dialog.getByLabel('ID')).toBeDisabled();
    await dialog.getByLabel('Operasyon adı').fill('tornalama');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText('Bu isimde bir operasyon zaten mevcut')).toBeVisible();
    await dialog.getByLabel('Operasyon adı').fill('Çapak Alma');
    await choose(page, dialog, /Durum/, 'Pasif');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(toast(page, 'Operasyon başarıyla güncellendi')).toBeVisible();
    await page.getByRole('button', { name: 'Pasif', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Çapak Alma' })).toContainText('Pasif');
    await expect(page.getByRole('row').filter({ hasText: 'Tornalama' })).toHaveCount(0);
  });
});
