import type { Route } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';
import { choose, toast } from './jobScenes';

/*
 * The shop floor's network and sessions: flaky Wi-Fi, two tabs, impatient hands. A save never
 * hangs without a word, never lands behind a dialog that looked cancelled, and a sign-out reaches
 * every tab; a bespoke list's filters survive a reload and follow back and forward.
 */

test('offline, a save fails at once in Turkish with the dialog and its values kept, and goes through once back online', async ({ page, context }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/counters');
  await page.getByRole('button', { name: 'Yeni Tezgah', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const name = dialog.getByRole('textbox', { name: /Tezgah adı/ });
  await name.fill('Çevrimdışı Tezgah');

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
  // Before: the save was held back while offline, its button spinning, with no message at all.
  await expect(toast(page, 'Tezgah eklenirken hata oluştu')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ekle', exact: true })).toBeEnabled();
  await expect(name).toHaveValue('Çevrimdışı Tezgah');

  await context.setOffline(false);
  await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
  await expect(toast(page, 'Tezgah başarıyla eklendi')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Çevrimdışı Tezgah' })).toHaveCount(1);
});

test('a slow save keeps its dialog: it can be neither closed nor sent twice, and lands once', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/counters');
  await page.getByRole('button', { name: 'Yeni Tezgah', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Tezgah adı/ }).fill('Yavaş Tezgah');

  const held: Route[] = [];
  let arrived = () => {};
  const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/v1/counters', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    held.push(route);
    arrived();
  });
  await dialog.getByRole('button', { name: 'Ekle', exact: true }).dblclick();
  await firstArrived;
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  // Before: Escape closed the dialog while the save was on its way, and the bench was added anyway.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'İptal' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Ekle', exact: true })).toBeDisabled();

  await Promise.all(held.map((route) => route.continue()));
  await expect(toast(page, 'Tezgah başarıyla eklendi')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(held).toHaveLength(1);
  await expect(page.getByRole('row').filter({ hasText: 'Yavaş Tezgah' })).toHaveCount(1);
});

test('signing out in one tab signs the other tab out at once', async ({ page, context }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  const other = await context.newPage();
  await other.goto('/admin/dashboard/counters');
  await expect(other.getByRole('button', { name: 'Yeni Tezgah', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Profil menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // Before: the other tab went on showing the shop's data until its next request failed.
  await expect(other).toHaveURL(/\/auth\/login/);
});

test('the users and activity log filters live in the address: a reload keeps them, back undoes the last', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/users');
  const search = page.getByRole('searchbox', { name: 'Ad veya soyada göre ara' });
  await search.fill('Ali');
  await expect(page).toHaveURL(/[?&]q=Ali/);
  await choose(page, page, 'Rol', 'Çalışan');
  await expect(page).toHaveURL(/[?&]role=2/);
  await expect(page.getByText('@calisan')).toBeVisible();
  await expect(page.getByText('@usta')).toHaveCount(0);

  await page.reload();
  await expect(search).toHaveValue('Ali');
  await expect(page.getByRole('combobox', { name: 'Rol' })).toHaveText('Çalışan');
  await expect(page.getByText('@usta')).toHaveCount(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/role=/);
  await expect(search).toHaveValue('Ali');
  await expect(page.getByRole('combobox', { name: 'Rol' })).not.toHaveText('Çalışan');

  await page.goto('/admin/dashboard/activity-logs');
  await choose(page, page, 'İşlem', 'Giriş');
  await expect(page).toHaveURL(/[?&]action=login/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'İşlem' })).toHaveText('Giriş');
});
