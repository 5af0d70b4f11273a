import type { Route } from '@playwright/test';
import { SignJWT } from 'jose';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO, expect, signIn, test } from './fixtures';
import { choose, toast } from './jobScenes';
import { projectFromApi } from './projectScenes';

/*
 * The shop floor's network and sessions: flaky Wi-Fi, two tabs, impatient hands. A save never
 * hangs without a word, never lands behind a dialog that looked cancelled, and a sign-out reaches
 * every tab; a bespoke list's filters survive a reload and follow back and forward.
 */

/** An access token of the e2e server's own key that ran out five minutes ago. */
const expiredAccessToken = (sub: number, role: number) => {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'jwt-secret'), 'utf8').trim();
  const issued = Date.now() - 20 * 60_000;
  return new SignJWT({ role, iat_ms: issued })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(sub))
    .setIssuedAt(Math.floor(issued / 1000))
    .setExpirationTime(Math.floor(issued / 1000) + 15 * 60)
    .sign(new TextEncoder().encode(secret));
};

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

test('a save whose answer was lost, sent again, makes one record, not two', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/list-projects');
  await page.getByRole('button', { name: 'Yeni Proje', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Proje Adı/ }).fill('Cevabı kaybolan proje');

  // The first save reaches the server and is made, but its answer never comes back (a timeout, the Wi-Fi).
  const keys: (string | undefined)[] = [];
  await page.route('**/v1/projects', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort('timedout');
  });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Proje oluşturulurken hata oluştu')).toBeVisible();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Proje başarıyla oluşturuldu')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Before: the second save made a copy.
  await page.goto('/admin/dashboard/list-projects?filter=%7B%22q%22%3A%22Cevab%C4%B1%20kaybolan%22%7D');
  await expect(page.getByRole('row').filter({ hasText: 'Cevabı kaybolan proje' })).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('a note whose answer was lost, saved again, is on its step once', async ({ page, request }) => {
  const project = await projectFromApi(request, 'Kayıp cevap projesi', ['Ölçüm']);
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/view-project/${project.id}`);
  const step = page.getByTestId('project-step').first();
  await step.getByRole('button', { name: 'Aktivite Ekle' }).click();
  const add = page.getByRole('dialog', { name: 'Yeni Aktivite' });
  await add.getByLabel('Başlık').fill('Bir kez yazılan not');

  let posts = 0;
  await page.route('**/v1/activities', async (route) => {
    if (route.request().method() !== 'POST' || ++posts > 1) return route.continue();
    await route.fetch();
    await route.abort('timedout');
  });
  await add.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Bağlantı hatası. İnternet bağlantınızı kontrol edin.')).toBeVisible();
  await add.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Aktivite eklendi')).toBeVisible();
  await page.reload();
  // Before: the second save wrote the note again.
  await expect(page.getByTestId('project-step').first().getByTestId('activity-entry').filter({ hasText: 'Bir kez yazılan not' })).toHaveCount(1);
  expect(posts).toBe(2);
});

test('an access token that expired while a form was open: a dropped refresh keeps the user and the form, the next save goes through', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/list-projects');
  await page.getByRole('button', { name: 'Yeni Proje', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const name = dialog.getByRole('textbox', { name: /Proje Adı/ });
  await name.fill('Süresi dolan oturum');
  // Twenty minutes at the form: the access token (15 minutes) has run out meanwhile.
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('cached_user')!).user as { id: number; role: number });
  await page.evaluate((token) => localStorage.setItem('access_token', token), await expiredAccessToken(user.id, user.role));

  let refreshes = 0;
  await page.route('**/v1/auth/refresh', (route) => (++refreshes === 1 ? route.abort('internetdisconnected') : route.continue()));
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Proje oluşturulurken hata oluştu')).toBeVisible();
  // Before: the failed refresh signed the user out and the form was gone.
  await expect(page).toHaveURL(/\/admin\/dashboard\/list-projects/);
  await expect(name).toHaveValue('Süresi dolan oturum');

  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Proje başarıyla oluşturuldu')).toBeVisible();
  expect(refreshes).toBe(2);
});

test('signing out in one tab signs the other tab out at once', async ({ page, context }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  const other = await context.newPage();
  await other.goto('/admin/dashboard/counters');
  // A second tab's first load compiles the app's chunks afresh: on a loaded CI machine past 10 s once.
  await expect(other.getByRole('button', { name: 'Yeni Tezgah', exact: true })).toBeVisible({ timeout: 30_000 });

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
