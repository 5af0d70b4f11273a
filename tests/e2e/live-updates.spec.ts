import { DEMO, expect, signIn, test } from './fixtures';
import { jobRow, openJobs } from './jobScenes';
import { benchWithTwoOperationJob } from './shopScenes';

/*
 * Issue 26: the job list and the operator screens follow the live change stream (GET /v1/events).
 * An operator's tap in one browser reaches a master's job list and a second operator screen in
 * other browsers, without a reload, within 2 s.
 */
test('an operation started on one bench screen shows at once on another browser’s bench screen and job list', async ({ page, browser, request, baseURL }) => {
  const { bench, jobId, description, first } = await benchWithTwoOperationJob(request);

  // The master's job list, in a browser of its own.
  await signIn(page, DEMO[4]);
  await expect(page).toHaveURL(/\/admin\//);
  await openJobs(page);
  const row = jobRow(page, description);
  await expect(row).toContainText('Bekliyor');

  // A second operator screen watching the same bench.
  const watcherContext = await browser.newContext({ baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const watcher = await watcherContext.newPage();
  await signIn(watcher, DEMO[2]);
  await expect(watcher).toHaveURL(/\/admin\//);
  await watcher.goto(`/admin/shop/bench/${bench.id}`);
  await watcher.getByTestId(`shop-queue-${jobId}`).click();
  const watched = watcher.getByTestId(`shop-operation-${first.id}`);
  await expect(watched.getByText('Bekliyor')).toBeVisible();

  // The operator taps Başlat in a third browser.
  const operatorContext = await browser.newContext({ baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const operator = await operatorContext.newPage();
  await signIn(operator, DEMO[3]);
  await expect(operator).toHaveURL(/\/admin\//);
  await operator.goto(`/admin/shop/bench/${bench.id}`);
  await operator.getByTestId(`shop-queue-${jobId}`).click();
  await operator.getByTestId(`shop-operation-${first.id}`).getByRole('button', { name: 'Başlat' }).click();
  await expect(operator.getByTestId(`shop-operation-${first.id}`).getByText('Çalışıyor')).toBeVisible();

  // Neither watcher reloads: the change arrives by the stream.
  await expect(watched.getByText('Çalışıyor')).toBeVisible({ timeout: 2_000 });
  await expect(row).toContainText('Devam Ediyor', { timeout: 2_000 });

  await operatorContext.close();
  await watcherContext.close();
});
