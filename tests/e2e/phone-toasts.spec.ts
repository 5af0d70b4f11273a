import { DEMO, expect, signIn, test } from './fixtures';
import { openJobs } from './jobScenes';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * On a phone a form dialog fills the screen and keeps its buttons at the bottom: a toast there hid
 * 'Kaydet' for the seconds it showed ('Form geçerli değil…' after a refused save, right when the
 * user corrects a field and saves again). Toasts sit at the top right, as the spec's toast area.
 */
test('a refused save’s toast leaves the form dialog’s buttons free on a phone', async ({ page }) => {
  await signIn(page, DEMO[4]);
  await expect(page).toHaveURL(/\/admin\//);
  await openJobs(page);
  await page.getByRole('button', { name: 'Yeni İş Ekle' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni İş Ekle' });
  await form.getByLabel('Açıklama').fill('Telefonda sıfır adet');
  await form.getByRole('combobox', { name: /Tezgah/ }).click();
  await page.getByRole('option', { name: 'CNC Torna 1', exact: true }).click();
  await form.getByLabel('İşlem Süresi (dakika)').fill('30');
  await form.getByLabel('Adet').fill('0');
  await form.getByRole('combobox', { name: /Müşteri/ }).fill('Can');
  await page.getByRole('option', { name: 'Can Müşteri' }).click();
  await form.getByRole('button', { name: 'Kaydet' }).click();

  await expect(form.getByText('Adet en az 1 olmalıdır')).toBeVisible();
  const toast = page.getByText('Form geçerli değil. Lütfen hataları kontrol edin.');
  await expect(toast).toBeVisible();
  const save = await form.getByRole('button', { name: 'Kaydet' }).boundingBox();
  const shown = await toast.boundingBox();
  expect(save && shown).toBeTruthy();
  // The toast's box and the button's do not meet.
  expect(shown!.y + shown!.height <= save!.y || save!.y + save!.height <= shown!.y).toBe(true);
  // While the toast shows, the corrected form saves with one tap.
  await form.getByLabel('Adet').fill('2');
  await form.getByRole('button', { name: 'Kaydet' }).click({ timeout: 2000 });
  await expect(form).toBeHidden();
});
