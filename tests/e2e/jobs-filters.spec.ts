import { DEMO, expect, signIn, test } from './fixtures';
import { typeDay } from './dayFields';
import { choose, istanbulDay, openJobs } from './jobScenes';

test('a job list filtered by bench and date range shows the jobs of that bench on those days only', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await openJobs(page);
  // The demo jobs: one a day going back 12 days, the benches taken in turn; CNC Freze 2 has
  // jobs 11, 8, 5 and 2 days old, so the days 9 to 4 ago hold two of them.
  await choose(page, page, 'Tezgah', 'CNC Freze 2');
  await typeDay(page, 'Başlangıç Tarihi', istanbulDay(9));
  await typeDay(page, 'Bitiş Tarihi', istanbulDay(4));
  await expect(page.getByTestId('job-total')).toHaveText('2 iş');
  const rows = page.getByRole('row').filter({ has: page.getByTestId('job-operations') });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Redüktör mili kama kanalı');
  await expect(rows.nth(1)).toContainText('Kaynaklı şase onarımı');
  for (const row of await rows.all()) await expect(row).toContainText('CNC Freze 2');

  // The filters live in the URL, so a reload shows the same rows.
  await page.reload();
  await expect(page.getByTestId('job-total')).toHaveText('2 iş');
  await page.getByRole('button', { name: 'Filtreleri Temizle' }).click();
  await expect(page.getByTestId('job-total')).not.toHaveText('2 iş');
});
