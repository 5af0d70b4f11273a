import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { openJobs } from './jobScenes';

/** A job's own page, opened from its row (desktop) and its card (390 px): notes, operations, photos, price. */
test('a job opens from its row and its card and shows its notes', async ({ page, request }) => {
  const headers = await apiToken(request, DEMO[3]);
  const job = (await (await request.get('/v1/jobs?limit=1', { headers })).json()).jobs[0] as { id: number; notes: string | null };
  const note = `[Malzeme] sayfa denemesi ${Date.now()}`;
  expect((await request.put(`/v1/jobs/${job.id}`, { headers, data: { notes: note } })).ok()).toBe(true);

  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await openJobs(page);
  await page.getByRole('row').filter({ hasText: `#${job.id} ·` }).getByRole('link', { name: 'Ayrıntılar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/admin/dashboard/list-jobs/${job.id}/show`);
  await expect(page.getByRole('heading', { name: `İş #${job.id}` }).or(page.getByText(`#${job.id} ·`)).first()).toBeVisible();
  await expect(page.getByTestId('job-show-notes')).toContainText(note);
  await expect(page.getByTestId('job-show-operations')).toBeVisible();
  await expect(page.getByTestId('job-show-prices')).toContainText('Birim Fiyat');

  await page.getByRole('link', { name: 'İş Listesine Dön' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard/list-jobs');
  await page.setViewportSize({ width: 390, height: 844 });
  await openJobs(page);
  await page.getByTestId('record-row').filter({ hasText: `#${job.id} ·` }).getByRole('link', { name: 'Ayrıntılar' }).click();
  await expect(page.getByTestId('job-show-notes')).toContainText(note);
});

test('an employee’s job page shows the notes but no price', async ({ page, request }) => {
  const headers = await apiToken(request, DEMO[2]);
  const job = (await (await request.get('/v1/jobs?limit=1', { headers })).json()).jobs[0] as { id: number };
  await signIn(page, DEMO[2]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/dashboard/list-jobs/${job.id}/show`);
  await expect(page.getByTestId('job-show-notes')).toBeVisible();
  await expect(page.getByText('Birim Fiyat')).toHaveCount(0);
  await expect(page.getByText('₺')).toHaveCount(0);
});
