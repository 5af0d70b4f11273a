import { DEMO, expect, signIn, test } from './fixtures';

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
});
