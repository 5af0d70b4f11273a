import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { jobRow, openJobs, toast } from './jobScenes';

/** Issue 25: two jobs selected in the job list, their status changed at once after a confirmation. */
test('an admin selects two jobs and changes their status in one bulk change', async ({ page, request }) => {
  const headers = await apiToken(request, DEMO[3]);
  const bench = (await (await request.get('/v1/counters?status=1&limit=1', { headers })).json()).data[0] as { id: number };
  const mark = `Toplu durum ${Date.now()}`;
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const res = await request.post('/v1/jobs', { headers, data: { description: `${mark} ${n}`, workstationId: bench.id, estimatedHours: 1 } });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).jobs.id);
  }

  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await openJobs(page);
  for (const n of [1, 2]) await jobRow(page, `${mark} ${n}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Toplu Güncelle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Alan' }).click();
  await page.getByRole('option', { name: 'Durum', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Durum' }).click();
  await page.getByRole('option', { name: 'Tamamlandı', exact: true }).click();
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect(dialog.getByText('2 kayıt güncellenecek')).toBeVisible();
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(toast(page, '2 kayıt güncellendi.')).toBeVisible();
  await expect(dialog).toBeHidden();

  for (const id of ids) {
    const job = (await (await request.get(`/v1/jobs/${id}`, { headers })).json()).jobs as { status: string };
    expect(job.status).toBe('completed');
  }
  for (const n of [1, 2]) await expect(jobRow(page, `${mark} ${n}`)).toContainText('Tamamlandı');
});

/** Issue 25: thirty jobs found by a search, all of them chosen past the page's 25, changed at once: one history entry each. */
test('an admin bulk-changes the status of 30 jobs and each job gets its history entry', async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await apiToken(request, DEMO[3]);
  const bench = (await (await request.get('/v1/counters?status=1&limit=1', { headers })).json()).data[0] as { id: number };
  const mark = `Otuzlu ${Date.now()}`;
  const ids: number[] = [];
  for (let n = 1; n <= 30; n++) {
    const res = await request.post('/v1/jobs', { headers, data: { description: `${mark} ${n}`, workstationId: bench.id, estimatedHours: 1 } });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).jobs.id);
  }

  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await openJobs(page);
  // Typed once the list has answered: a search typed while the first answer lands can be reset with the form.
  await expect(page.getByText(/^\d+ iş$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Müşteri, başlık veya açıklama ara' }).fill(mark);
  await expect(page.getByText('30 iş', { exact: true })).toBeVisible();
  await expect(page.locator('tbody').getByRole('row')).toHaveCount(25);
  await page.getByRole('checkbox', { name: 'Tümünü seç' }).check();
  await page.getByRole('button', { name: 'Filtreye uyan 30 kaydın tümünü seç' }).click();
  await page.getByRole('button', { name: 'Toplu Güncelle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Alan' }).click();
  await page.getByRole('option', { name: 'Durum', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Durum' }).click();
  await page.getByRole('option', { name: 'İptal Edildi', exact: true }).click();
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect(dialog.getByText('30 kayıt güncellenecek')).toBeVisible();
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(toast(page, '30 kayıt güncellendi.')).toBeVisible();

  for (const id of ids) {
    const { history } = (await (await request.get(`/v1/jobs/${id}/history`, { headers })).json()) as { history: { origin: string; changes: { field: string; before: unknown; after: unknown }[] }[] };
    const bulk = history.filter((e) => e.origin === 'bulk');
    expect(bulk).toHaveLength(1);
    expect(bulk[0]!.changes).toContainEqual(expect.objectContaining({ field: 'status', before: 'pending', after: 'cancelled' }));
  }
});
