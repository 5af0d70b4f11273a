import { DEMO, expect, signIn, test } from './fixtures';

/** Issue 25: an admin edits a record, reads the change in its 'Geçmiş' tab and restores the earlier value. */
test('an admin edits a bench, sees the change in Geçmiş and restores the old name', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` };
  const created = (await (await page.request.post('/v1/counters', { headers, data: { name: 'Geçmiş Torna' } })).json()).data;

  await page.goto(`/admin/dashboard/counters/${created.id}`);
  await page.getByLabel('Tezgah adı').fill('Yanlış Torna');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Tezgah başarıyla güncellendi')).toBeVisible();

  await page.goto(`/admin/dashboard/counters/${created.id}/show`);
  await page.getByRole('tab', { name: 'Geçmiş' }).click();
  const entries = page.getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  const change = entries.first();
  await expect(change).toContainText('Ayşe Yönetici');
  await expect(change).toContainText('Güncellendi');
  await expect(change).toContainText('Form');
  await expect(change).toContainText('Tezgah adı: Geçmiş Torna → Yanlış Torna');
  await expect(change).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);

  await change.getByRole('button', { name: 'Geri yükle' }).click();
  await expect(page.getByText('"Tezgah adı" eski değerine geri yüklendi.')).toBeVisible();
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Geri yükleme');
  await expect(entries.first()).toContainText('Tezgah adı: Yanlış Torna → Geçmiş Torna');
  await page.getByRole('tab', { name: 'Ayrıntılar' }).click();
  await expect(page.getByText('Geçmiş Torna')).toBeVisible();
  expect((await (await page.request.get(`/v1/counters/${created.id}`, { headers })).json()).data.name).toBe('Geçmiş Torna');
});
