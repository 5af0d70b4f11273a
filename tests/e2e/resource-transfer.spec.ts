import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { DEMO, expect, signIn, test } from './fixtures';
import { choose, openJobs, toast } from './jobScenes';

// The stat card writes its figure the Turkish way (1.010): the dots group thousands.
const operationCount = async (page: import('@playwright/test').Page) =>
  Number((await page.getByTestId('operation-count-total').locator('p').last().textContent())?.replace(/\./g, ''));

/** A CSV as the server writes it: BOM, ';' between cells, the declared Turkish labels as header. */
const operationsCsv = (rows: string[][]) => `\uFEFF${Papa.unparse({ fields: ['Operasyon adı', 'Açıklama', 'Durum'], data: rows }, { delimiter: ';' })}`;

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
});

test('exports the jobs of one status, every row of that status, under the declared Turkish header', async ({ page }) => {
  await openJobs(page);
  await choose(page, page, 'Durum', 'Tamamlandı');
  await expect(page).toHaveURL(/completed/);
  // Known race (see the notes): on a long list the filter was seen to leave the list again after
  // the address showed it; the export is taken once the rows follow the filter.
  await expect(page.getByTestId('record-row').first()).toContainText('Tamamlandı');
  await expect(page.getByTestId('record-row').filter({ hasText: 'Bekliyor' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dışa aktar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);

  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const { data } = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true });
  const [header, ...rows] = data;
  expect(header).toEqual(expect.arrayContaining(['ID', 'Durum', 'Öncelik']));
  expect(rows.length).toBeGreaterThan(0);
  const status = header.indexOf('Durum');
  for (const row of rows) expect(['completed', 'Tamamlandı']).toContain(row[status]);
});

test('imports 1,000 operations from a CSV: preview, server check, progress, then the count grows by 1,000', async ({ page }) => {
  await page.goto('/admin/dashboard/operations');
  await expect(page.getByTestId('operation-count-total')).toContainText(/\d/);
  const before = await operationCount(page);

  const rows = Array.from({ length: 1000 }, (_, i) => [`İçe Aktarılan Operasyon ${i + 1}`, `Toplu yükleme satırı ${i + 1}`, 'active']);
  await page.getByRole('button', { name: 'İçe aktar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('import-file').setInputFiles({ name: 'operasyonlar.csv', mimeType: 'text/csv', buffer: Buffer.from(operationsCsv(rows)) });
  const preview = dialog.getByTestId('import-preview');
  await expect(preview.getByRole('columnheader')).toHaveText(['Operasyon adı', 'Açıklama', 'Durum']);
  await expect(preview.getByRole('row')).toHaveCount(6);
  await expect(preview).toContainText('İçe Aktarılan Operasyon 5');

  await dialog.getByRole('button', { name: 'Kontrol et' }).click();
  await expect(dialog.getByText('Dosya kontrol edildi, hata yok. İçe aktarmaya hazır.')).toBeVisible();
  await dialog.getByRole('button', { name: 'İçe aktar' }).click();
  await expect(toast(page, 'İçe aktarma tamamlandı: 1.000 kayıt eklendi, 0 kayıt güncellendi')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect.poll(() => operationCount(page)).toBe(before + 1000);
});

test('an import with one bad row writes nothing and names the row and the field', async ({ page }) => {
  await page.goto('/admin/dashboard/operations');
  await expect(page.getByTestId('operation-count-total')).toContainText(/\d/);
  const before = await operationCount(page);

  const csv = operationsCsv([
    ['Hatalı Dosya Operasyonu 1', 'Birinci', 'active'],
    ['', 'Adı boş', 'active'],
    ['Hatalı Dosya Operasyonu 3', 'Üçüncü', 'active'],
  ]);
  await page.getByRole('button', { name: 'İçe aktar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('import-file').setInputFiles({ name: 'hatali.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Kontrol et' }).click();
  const errors = dialog.getByTestId('import-errors');
  // The header is row 1: the empty name is on spreadsheet row 3.
  await expect(errors.getByRole('row').filter({ hasText: 'Operasyon adı' }).first()).toContainText('3');
  await expect(dialog.getByRole('button', { name: 'İçe aktar' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await page.reload();
  await expect.poll(() => operationCount(page)).toBe(before);
});

test('flags a column the resource does not know in the preview', async ({ page }) => {
  await page.goto('/admin/dashboard/operations');
  await page.getByRole('button', { name: 'İçe aktar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const csv = 'Operasyon adı,Renk\nKumlama,Mavi\n';
  await dialog.getByTestId('import-file').setInputFiles({ name: 'renk.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('import-unknown-columns')).toHaveText('Tanınmayan sütunlar: Renk');
  await expect(dialog.getByTestId('import-preview')).toContainText('Kumlama');
});
