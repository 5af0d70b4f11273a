import type { Browser, Page } from '@playwright/test';
import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { choose, openJobs, toast } from './jobScenes';

/** A signed-in page in a browser context of its own (its own storage), at this size. */
const freshPage = async (browser: Browser, email: string, viewport: { width: number; height: number }) => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\//);
  return page;
};

/** The list header's 'Görünümler' button, whatever view it names. */
const viewsButton = (page: Page) => page.getByRole('button', { name: /^Görünümler/ });

const openViewsMenu = async (page: Page) => {
  await viewsButton(page).click();
  return page.getByRole('menu');
};

/** A column's heading by its label (a sortable one's name goes on with how it sorts). */
const header = (page: Page, label: string) => page.getByRole('columnheader', { name: new RegExp(`^${label}( alanına göre|$)`) });

/** Issue 25: a view saved in one browser opens in another for the same user, by default and by its link. */
test('a saved view keeps columns and filter across browsers, opens by its link, is renamed and deleted', async ({ browser }) => {
  // Two browsers signing in and a dozen steps: longer than one page's scenario on a shared machine.
  test.setTimeout(180_000);
  const first = await freshPage(browser, DEMO[3], { width: 1280, height: 800 });
  await openJobs(first);
  await expect(header(first, 'Adet')).toBeVisible();

  await first.getByRole('button', { name: 'Sütunlar' }).click();
  const chooser = first.locator('.MuiPopover-paper');
  for (const column of ['Adet', 'Fotoğraflar']) await chooser.getByLabel(column, { exact: true }).uncheck();
  await first.keyboard.press('Escape');
  await expect(header(first, 'Adet')).toHaveCount(0);
  await expect(header(first, 'Fotoğraflar')).toHaveCount(0);
  await choose(first, first, 'Durum', 'Bekliyor');
  // The filter reaches the address, then the rows: only then is it the list's to save.
  await expect(first).toHaveURL(/status/);
  await expect(first.locator('tbody').getByRole('row').first()).toContainText('Bekliyor');
  await expect(first.locator('tbody').getByRole('row').filter({ hasNotText: 'Bekliyor' })).toHaveCount(0);
  await expect(first).toHaveURL(/status/);

  await (await openViewsMenu(first)).getByRole('menuitem', { name: 'Mevcut görünümü kaydet…' }).click();
  const naming = first.getByRole('dialog', { name: 'Görünümü kaydet' });
  await naming.getByLabel('Görünüm adı').fill('Bu hafta teslim');
  await naming.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(first, 'Görünüm kaydedildi.')).toBeVisible();
  await expect(viewsButton(first)).toHaveAccessibleName('Görünümler: Bu hafta teslim');
  const viewId = new URL(first.url()).searchParams.get('view');
  expect(viewId).toMatch(/^\d+$/);
  const saved = await first.evaluate(async () => {
    const res = await fetch('/v1/views?list=jobs', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return (await res.json()).views as { name: string; state: { filter?: Record<string, unknown>; columns?: string[] } }[];
  });
  expect(saved.find((v) => v.name === 'Bu hafta teslim')?.state.filter).toEqual({ status: 'pending' });
  await (await openViewsMenu(first)).getByRole('menuitem', { name: 'Varsayılan yap' }).click();
  await expect(toast(first, 'Varsayılan görünüm ayarlandı.')).toBeVisible();

  // Another browser, another size, the same user: the list opens with the default view.
  const second = await freshPage(browser, DEMO[3], { width: 1024, height: 768 });
  await openJobs(second);
  await expect(viewsButton(second)).toHaveAccessibleName('Görünümler: Bu hafta teslim');
  await expect(header(second, 'Adet')).toHaveCount(0);
  await expect(header(second, 'Fotoğraflar')).toHaveCount(0);
  await expect(header(second, 'Durum')).toBeVisible();
  await expect(second.getByRole('combobox', { name: 'Durum' })).toHaveText('Bekliyor');
  const rows = second.locator('tbody').getByRole('row');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('Bekliyor');
  await second.screenshot({ path: 'test-results/saved-view-1024.png' });

  // The plain list shows every column again; the view's link opens the view.
  await (await openViewsMenu(second)).getByRole('menuitem', { name: 'Standart görünüm' }).click();
  await expect(viewsButton(second)).toHaveAccessibleName('Görünümler');
  await expect(header(second, 'Adet')).toBeVisible();
  await second.goto(`/admin/dashboard/list-jobs?view=${viewId}`);
  await expect(viewsButton(second)).toHaveAccessibleName('Görünümler: Bu hafta teslim');
  await expect(header(second, 'Adet')).toHaveCount(0);
  await expect(second.getByRole('combobox', { name: 'Durum' })).toHaveText('Bekliyor');

  await (await openViewsMenu(second)).getByRole('menuitem', { name: 'Yeniden adlandır' }).click();
  const renaming = second.getByRole('dialog', { name: 'Görünümü yeniden adlandır' });
  await renaming.getByLabel('Görünüm adı').fill('Bu hafta teslim edilecekler');
  await renaming.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(second, 'Görünüm güncellendi.')).toBeVisible();
  await expect(viewsButton(second)).toHaveAccessibleName('Görünümler: Bu hafta teslim edilecekler');

  await (await openViewsMenu(second)).getByRole('menuitem', { name: 'Sil' }).click();
  const confirm = second.getByRole('dialog', { name: 'Görünümü sil' });
  await expect(confirm).toContainText('"Bu hafta teslim edilecekler" görünümü silinsin mi?');
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(toast(second, 'Görünüm silindi.')).toBeVisible();
  await expect(viewsButton(second)).toHaveAccessibleName('Görünümler');
  await expect(header(second, 'Adet')).toBeVisible();
  const menu = await openViewsMenu(second);
  await expect(menu.getByRole('menuitem', { name: /Bu hafta teslim/ })).toHaveCount(0);
  await second.keyboard.press('Escape');

  await first.context().close();
  await second.context().close();
});

/** Issue 25: an admin publishes a view to the employees; they open it, without the price column it names. */
test('a view an admin publishes to the employee role opens for an employee without its price column', async ({ browser, request }) => {
  const headers = await apiToken(request, DEMO[3]);
  const name = `Fiyatlı işler ${Date.now()}`;
  const res = await request.post('/v1/views', { headers, data: { list: 'jobs', name, state: { columns: ['id', 'status', 'unitPrice', 'quantity'] } } });
  expect(res.status()).toBe(201);
  const viewId = (await res.json()).view.id as number;

  const admin = await freshPage(browser, DEMO[3], { width: 1280, height: 800 });
  await admin.goto(`/admin/dashboard/list-jobs?view=${viewId}`);
  await expect(viewsButton(admin)).toHaveAccessibleName(`Görünümler: ${name}`);
  await expect(header(admin, 'Birim Fiyat')).toBeVisible();
  await expect(header(admin, 'Fotoğraflar')).toHaveCount(0);
  await (await openViewsMenu(admin)).getByRole('menuitem', { name: 'Role yayımla' }).click();
  const publishing = admin.getByRole('dialog', { name: 'Görünümü bir role yayımla' });
  await choose(admin, publishing, 'Rol', 'Çalışan');
  await publishing.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(admin, 'Görünüm güncellendi.')).toBeVisible();
  await admin.context().close();

  const employee = await freshPage(browser, DEMO[2], { width: 1280, height: 800 });
  await openJobs(employee);
  const menu = await openViewsMenu(employee);
  const item = menu.getByRole('menuitem', { name: new RegExp(name) });
  await expect(item).toContainText('Yayımlanan: Çalışan');
  await item.click();
  await expect(viewsButton(employee)).toHaveAccessibleName(`Görünümler: ${name}`);
  await expect(header(employee, 'Adet')).toBeVisible();
  await expect(header(employee, 'Durum')).toBeVisible();
  await expect(header(employee, 'Fotoğraflar')).toHaveCount(0);
  await expect(header(employee, 'Birim Fiyat')).toHaveCount(0);
  await expect(employee.getByText('₺')).toHaveCount(0);
  // Not the employee's to change: no rename or delete.
  const again = await openViewsMenu(employee);
  await expect(again.getByRole('menuitem', { name: 'Yeniden adlandır' })).toHaveCount(0);
  await expect(again.getByRole('menuitem', { name: 'Sil' })).toHaveCount(0);
  await employee.keyboard.press('Escape');
  await employee.screenshot({ path: 'test-results/saved-view-employee.png' });
  await employee.context().close();
});

/** Issue 25: on a phone the generated cards have their own column choice; it is the table's, so a wider screen follows it. */
test('on a phone the cards choose their fields and order; the table on a wide screen shows the same choice', async ({ browser }) => {
  const phone = await freshPage(browser, DEMO[3], { width: 390, height: 844 });
  await phone.goto('/admin/dashboard/counters');
  const card = phone.getByTestId('record-row').first();
  await expect(card).toContainText('ID:');
  await expect(card).toContainText('Durum:');
  const statusLine = card.getByText(/^Durum:/);
  const idLine = card.getByText(/^ID:/);
  // The declaration's order: the ID comes before the status.
  expect((await idLine.boundingBox())!.y).toBeLessThan((await statusLine.boundingBox())!.y);

  await phone.getByRole('button', { name: 'Sütunlar' }).click();
  const chooser = phone.getByRole('menu', { name: 'Sütunlar' });
  // Twice: above the name (the card's title either way), then above the ID.
  const up = chooser.getByRole('button', { name: 'Durum: Yukarı taşı' });
  await up.click();
  await expect(chooser.getByRole('menuitemcheckbox').nth(1)).toContainText('Durum');
  await up.click();
  await expect(chooser.getByRole('menuitemcheckbox').first()).toContainText('Durum');
  await expect(up).toBeDisabled();
  await expect.poll(async () => (await statusLine.boundingBox())!.y < (await idLine.boundingBox())!.y).toBe(true);
  await chooser.getByRole('menuitemcheckbox', { name: /^ID/ }).click();
  await expect(chooser.getByRole('menuitemcheckbox', { name: /^ID/ })).toHaveAttribute('aria-checked', 'false');
  await phone.keyboard.press('Escape');
  await expect(card).not.toContainText('ID:');
  await expect(card).toContainText('Durum:');
  await phone.screenshot({ path: 'test-results/card-columns-390.png' });

  // The same browser, wide: the table has no ID column, and the status comes first.
  await phone.setViewportSize({ width: 1280, height: 800 });
  await expect(header(phone, 'Durum')).toBeVisible();
  await expect(header(phone, 'ID')).toHaveCount(0);
  const headings = await phone.getByRole('columnheader').allTextContents();
  expect(headings.findIndex((h) => h.startsWith('Durum'))).toBeLessThan(headings.findIndex((h) => h.startsWith('Tezgah adı')));
  await phone.context().close();
});

/** Issue 25: the job card the spec draws keeps its order, and leaves out the columns the choice hides. */
test('on a phone the job cards leave out the columns ticked off, and keep their own order', async ({ browser }) => {
  const phone = await freshPage(browser, DEMO[3], { width: 390, height: 844 });
  await openJobs(phone);
  const card = phone.getByTestId('job-card').first();
  await expect(card.getByText('Adet', { exact: true })).toBeVisible();
  await phone.getByRole('button', { name: 'Sütunlar' }).click();
  const chooser = phone.getByRole('menu', { name: 'Sütunlar' });
  // Only what the card follows (its title and state always show), and nothing to reorder.
  await expect(chooser.getByRole('menuitemcheckbox', { name: /^Adet/ })).toBeVisible();
  await expect(chooser.getByRole('menuitemcheckbox', { name: /^Durum/ })).toHaveCount(0);
  await expect(chooser.getByRole('button', { name: /Yukarı taşı/ })).toHaveCount(0);
  await chooser.getByRole('menuitemcheckbox', { name: /^Adet/ }).click();
  await phone.keyboard.press('Escape');
  await expect(card.getByText('Adet', { exact: true })).toHaveCount(0);
  await expect(card.getByText('Müşteri', { exact: true })).toBeVisible();
  await phone.context().close();
});
