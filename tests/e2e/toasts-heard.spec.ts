import { DEMO, expect, signIn, test } from './fixtures';

/**
 * A toast raised inside a dialog is read by screen readers. An open MUI dialog hides every other
 * child of <body> from assistive tech, and both toast areas (the app's and react-admin's) sat in
 * the app's root: a refused save said its reason on screen only. Playwright's role queries skip
 * what is aria-hidden, as a screen reader does; the page behind the dialog stays hidden.
 */
test('a refusal toasted by the app while its dialog is open is in the accessibility tree', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/procedure-management');
  await expect(page.getByRole('heading', { name: 'Prosedür Yönetimi' })).toBeVisible();
  await page.getByRole('button', { name: 'Kategori Ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Kategori Ekle' });
  await dialog.getByLabel('Kategori Adı').fill('   ');
  await dialog.getByRole('button', { name: 'Kategori Ekle' }).click();

  await expect(dialog).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Lütfen tüm alanları doldurun' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prosedür Yönetimi' })).toHaveCount(0);
});

test('react-admin’s refusal of a generated form dialog is in the accessibility tree', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/counters');
  await page.getByRole('button', { name: 'Yeni Tezgah' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni Tezgah Ekle' });
  await form.getByLabel(/Tezgah adı/).fill('a');
  await form.getByRole('button', { name: 'Ekle' }).click();

  await expect(form.getByText('Tezgah adı en az 2 karakter olmalıdır')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /Form geçerli değil/ })).toBeVisible();
  // The dialog stays modal: what is behind it is still out of the tree.
  await expect(page.getByRole('button', { name: 'Yeni Tezgah' })).toHaveCount(0);
});
