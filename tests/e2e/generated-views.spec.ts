import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

const authHeaders = async (page: Page) => ({ authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` });

/** The generated create and edit pages of a declared resource (benches), with no bench-specific code. */
test('the generated bench forms validate with the spec texts, save, and edit', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  await page.goto('/admin/dashboard/counters/create');
  const name = page.getByLabel('Tezgah adı');
  await name.fill('a');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Tezgah adı en az 2 karakter olmalıdır')).toBeVisible();
  await name.fill('Generated Torna');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Tezgah başarıyla eklendi')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard/counters');

  const res = await page.request.get('/v1/counters?q=Generated', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
  });
  const created = (await res.json()).data[0];
  expect(created).toMatchObject({ name: 'Generated Torna', status: 'Aktif' });

  await page.goto(`/admin/dashboard/counters/${created.id}`);
  await expect(page.getByLabel('Tezgah adı')).toHaveValue('Generated Torna');
  await page.getByLabel('Durum').click();
  await page.getByRole('option', { name: 'Pasif' }).click();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Tezgah başarıyla güncellendi')).toBeVisible();
  const after = await page.request.get(`/v1/counters/${created.id}`, {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
  });
  expect((await after.json()).data.status).toBe('Pasif');

  await page.goto(`/admin/dashboard/counters/${created.id}/show`);
  await expect(page.getByText('Generated Torna')).toBeVisible();
  await expect(page.getByText('Tezgah adı')).toBeVisible();
  await expect(page.getByText('Pasif')).toBeVisible();
});

/** A job's own page (it replaces the generated one): prices only for those who see them. */
test('a job’s show page shows prices to an admin', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  const listed = await page.request.get('/v1/jobs?limit=1', { headers: await authHeaders(page) });
  const job = (await listed.json()).jobs[0];
  await page.goto(`/admin/dashboard/list-jobs/${job.id}/show`);
  await expect(page.getByText('Birim Fiyat')).toBeVisible();
  await expect(page.getByText(job.description).first()).toBeVisible();
  // Jobs are edited in their list's dialog: the show page offers no edit link.
  await expect(page.getByRole('link', { name: 'Düzenle' })).toHaveCount(0);
});

test('an employee’s job show page has no price fields', async ({ page }) => {
  await signIn(page, DEMO[2]);
  await expect(page).toHaveURL(/\/admin\//);
  const listed = await page.request.get('/v1/jobs?limit=1', { headers: await authHeaders(page) });
  const job = (await listed.json()).jobs[0];
  await page.goto(`/admin/dashboard/list-jobs/${job.id}/show`);
  await expect(page.getByText('Bilgiler')).toBeVisible();
  await expect(page.getByText('Birim Fiyat')).toHaveCount(0);
});

/** Operations keep their generated pages beside the bespoke list's dialogs: create, show and edit work by URL. */
test('an operation is created, shown and edited through its generated pages', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/operations/create');
  await page.getByLabel('Operasyon adı').fill('Üretilmiş Sayfa Operasyonu');
  await page.getByLabel('Açıklama').fill('Oluşturma sayfasından');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Operasyon başarıyla eklendi')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard/operations');

  const listed = await page.request.get('/v1/operations?q=Üretilmiş', { headers: await authHeaders(page) });
  const created = (await listed.json()).operations[0];
  await page.goto(`/admin/dashboard/operations/${created._id}/show`);
  await expect(page.getByText('Oluşturma sayfasından')).toBeVisible();
  await page.getByRole('link', { name: 'Düzenle' }).click();
  await expect(page.getByLabel('Operasyon adı')).toHaveValue('Üretilmiş Sayfa Operasyonu');
  await page.getByLabel('Açıklama').fill('Düzenleme sayfasından');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Operasyon başarıyla güncellendi')).toBeVisible();
});

test('on a phone the generated job form fills the screen, scrolls its inputs and keeps its buttons in reach', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  await page.goto('/admin/dashboard/list-jobs');
  await page.getByRole('button', { name: 'Yeni İş Ekle' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Yeni İş Ekle' });
  const box = await dialog.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  // The form is longer than the screen: its inputs scroll inside it, the save button stays on it.
  const inputs = dialog.locator('.MuiDialogContent-root');
  expect(await inputs.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Kaydet' })).toBeInViewport();
  await inputs.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(dialog.getByLabel('Toplam Fiyat (₺)')).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Kaydet' })).toBeInViewport();
});
