import { DEMO, expect, signIn, test } from './fixtures';
import { dayField, typeDay } from './dayFields';
import { openJobs } from './jobScenes';

// A browser whose language is English: a native date input would show mm/dd/yyyy here.
test.use({ locale: 'en-US' });

test('date fields are entered and shown as gg.aa.yyyy with Turkish names in an English browser', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await openJobs(page);

  const start = dayField(page, 'Başlangıç Tarihi');
  await expect(start).toContainText('GG.AA.YYYY');
  await typeDay(page, 'Başlangıç Tarihi', '2026-03-07');
  await expect(start).toContainText('07.03.2026');
  await expect(page).toHaveURL(/startDate%22%3A%222026-03-07/);

  // The calendar names the month in Turkish and starts the week on Monday.
  await page.getByRole('button', { name: /^Tarih seçin/ }).first().click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toContainText('Mart 2026');
  await expect(calendar.getByRole('columnheader').first()).toHaveAccessibleName(/Pazartesi/i);
  await calendar.getByRole('gridcell', { name: '12' }).click();
  await expect(start).toContainText('12.03.2026');
  await expect(page).toHaveURL(/startDate%22%3A%222026-03-12/);
});
