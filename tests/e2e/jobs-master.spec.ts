import { DEMO, expect, signIn, test } from './fixtures';
import { choose, jobRow, openJobs, partPhoto, toast } from './jobScenes';

const description = 'E2E flanş tornalama ve delik';

test.describe('a master on the job list', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO[4]);
    await expect(page).toHaveURL(/\/admin\/dashboard\/list-jobs/);
  });

  test('creates a job with two photos, picks three operations in order, reorders them and zooms a photo', async ({ page }) => {
    await openJobs(page);
    await page.getByRole('button', { name: 'Yeni İş Ekle' }).click();
    const form = page.getByRole('dialog', { name: 'Yeni İş Ekle' });
    await expect(form.getByText('Lütfen tüm gerekli alanları doldurun')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Kaydet' })).toBeDisabled();

    await form.getByLabel('Açıklama').fill(description);
    await form.getByRole('combobox', { name: /Tezgah/ }).click();
    // Only 'Aktif' benches are offered: 'Kaynak 4' is Pasif in the demo data.
    await expect(page.getByRole('option', { name: 'Kaynak 4' })).toHaveCount(0);
    await page.getByRole('option', { name: 'CNC Torna 1', exact: true }).click();
    await form.getByLabel('İşlem Süresi (dakika)').fill('90');
    await form.getByLabel('Adet').fill('4');
    // The signed-in master is the preselected operator.
    await expect(form.getByRole('combobox', { name: /Operatör/ })).toHaveText(/Mehmet Usta/);
    await form.getByRole('combobox', { name: /Müşteri/ }).fill('Can');
    await page.getByRole('option', { name: 'Can Müşteri' }).click();
    await form.getByLabel('Birim Fiyat (₺)').fill('12,5');
    await expect(form.getByLabel('Toplam Fiyat (₺)')).toHaveValue('₺50,00');
    await form.getByTestId('job-photo-input').setInputFiles([
      { name: 'on.png', mimeType: 'image/png', buffer: await partPhoto('Ön yüz', '#2563eb') },
      { name: 'arka.png', mimeType: 'image/png', buffer: await partPhoto('Arka yüz', '#059669') },
    ]);
    await expect(form.getByText('Lütfen tüm gerekli alanları doldurun')).toHaveCount(0);

    // Hold the uploads a moment so the progress bar can be seen.
    await page.route('**/v1/images/upload', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect(form.getByTestId('photo-upload-progress')).toBeVisible();
    await expect(toast(page, 'İş başarıyla eklendi')).toBeVisible();
    await expect(form).toBeHidden();

    const row = jobRow(page, description);
    await expect(row.getByTestId('job-thumbnails').getByRole('button')).toHaveCount(2);
    await expect(row).toContainText('₺50,00');

    // Ordered selection: three operations in the chosen order.
    await row.getByRole('button', { name: 'Diğer işlemler' }).click();
    await page.getByRole('menuitem', { name: 'Operasyonları Sırala' }).click();
    const picker = page.getByRole('dialog', { name: /Operasyonları Sırala/ });
    const catalogue = picker.getByTestId('operation-catalogue');
    for (const name of ['Frezeleme', 'Delme', 'Tornalama']) await catalogue.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await catalogue.getByRole('button', { name: /^Delme/ }).click();
    await expect(toast(page, 'Bu operasyon zaten eklenmiş')).toBeVisible();
    const ordered = picker.getByTestId('ordered-operation');
    await expect(ordered).toHaveText([/OP-1\s*Frezeleme/, /OP-2\s*Delme/, /OP-3\s*Tornalama/]);
    await picker.getByRole('button', { name: 'Sırayı Kaydet' }).click();
    await expect(toast(page, 'Operasyon sırası kaydedildi')).toBeVisible();
    await page.reload();
    await expect(row.getByTestId('job-operations').getByRole('listitem')).toHaveText([/OP-1\s*Frezeleme/, /OP-2\s*Delme/, /OP-3\s*Tornalama/]);

    // Reorder: drag the last to the top, then move the second down with the keyboard buttons.
    await row.getByRole('button', { name: 'Diğer işlemler' }).click();
    await page.getByRole('menuitem', { name: 'Operasyonları Sırala' }).click();
    await ordered.nth(2).dragTo(ordered.nth(0));
    await expect(ordered).toHaveText([/OP-1\s*Tornalama/, /OP-2\s*Frezeleme/, /OP-3\s*Delme/]);
    await picker.getByRole('button', { name: 'Aşağı taşı: Frezeleme' }).click();
    await expect(ordered).toHaveText([/OP-1\s*Tornalama/, /OP-2\s*Delme/, /OP-3\s*Frezeleme/]);
    await picker.getByRole('button', { name: 'Sırayı Kaydet' }).click();
    await expect(picker).toBeHidden();
    await page.reload();
    await expect(row.getByTestId('job-operations').getByRole('listitem')).toHaveText([/OP-1\s*Tornalama/, /OP-2\s*Delme/, /OP-3\s*Frezeleme/]);

    // The viewer: zoom by buttons and keys, clamped at 0.5, arrows navigate, download name, Escape closes.
    await row.getByTestId('job-thumbnails').getByRole('button').first().click();
    const viewer = page.getByRole('dialog', { name: 'Fotoğraflar' });
    await expect(viewer.getByTestId('photo-viewer-image')).toBeVisible();
    await expect(viewer.getByTestId('photo-viewer-position')).toHaveText('1 / 2');
    const zoom = viewer.getByTestId('photo-viewer-zoom');
    await expect(zoom).toHaveText('%100');
    await viewer.getByRole('button', { name: 'Yakınlaştır' }).click();
    await expect(zoom).toHaveText('%125');
    await page.keyboard.press('+');
    await expect(zoom).toHaveText('%150');
    for (let i = 0; i < 5; i++) await page.keyboard.press('-');
    await expect(zoom).toHaveText('%50');
    await expect(viewer.getByRole('button', { name: 'Uzaklaştır' })).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByTestId('photo-viewer-position')).toHaveText('2 / 2');
    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'İndir' }).click();
    // The photos are PNGs: the spec's photo-{n}.jpg name keeps the real extension.
    expect((await download).suggestedFilename()).toBe('photo-2.png');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});
