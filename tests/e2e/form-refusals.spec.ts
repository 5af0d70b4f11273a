import { DEMO, expect, signIn, test } from './fixtures';

/**
 * A refusal is said once, in its own words. After the form had refused a submit itself, react-admin
 * answered the server's refusal with its generic notice as well: 'Form geçerli değil…' waited behind
 * 'Bu isimde bir tezgah zaten mevcut' and showed after the corrected bench had been saved.
 */
test('a bench form refused by itself, then by the server, then saved says each once and nothing stale', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/counters');
  // Every toast text as it appears, in order (react-admin shows one at a time).
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = shown;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.MuiSnackbarContent-message')) {
        const text = el.textContent ?? '';
        if ((el as HTMLElement).dataset.seen !== text) {
          (el as HTMLElement).dataset.seen = text;
          shown.push(text);
        }
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Yeni Tezgah' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni Tezgah Ekle' });
  const name = form.getByLabel(/Tezgah adı/);
  await name.fill('a');
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(form.getByText('Tezgah adı en az 2 karakter olmalıdır')).toBeVisible();
  await name.fill('CNC Torna 1');
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(form.getByText('Bu isimde bir tezgah zaten mevcut')).toBeVisible();
  await name.fill(`Pres ${Date.now()}`);
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(form).toBeHidden();
  // The success toast comes once those before it have shown.
  await expect(page.getByText('Tezgah başarıyla eklendi')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts)).toEqual([
    'Form geçerli değil. Lütfen hataları kontrol edin.',
    'Bu isimde bir tezgah zaten mevcut',
    'Tezgah başarıyla eklendi',
  ]);
});
