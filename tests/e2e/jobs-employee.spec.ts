import { DEMO, expect, signIn, test } from './fixtures';
import { openJobs } from './jobScenes';

test.describe('an employee on the job list', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO[2]);
    await expect(page).toHaveURL(/\/admin\/dashboard\/list-jobs/);
  });

  test('sees no price column, no price in the answers, and a locked customer in the new job form', async ({ page }) => {
    await openJobs(page);
    // The server leaves prices out of the employee's answers altogether, not just the screen.
    const jobs: Record<string, unknown>[] = await page.evaluate(async () => {
      const res = await fetch('/v1/jobs?limit=25', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return (await res.json()).jobs;
    });
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job).not.toHaveProperty('unitPrice');
      expect(job).not.toHaveProperty('totalPrice');
    }
    await expect(page.getByRole('columnheader', { name: 'Adet' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Birim Fiyat' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Toplam' })).toHaveCount(0);
    await expect(page.getByText('₺')).toHaveCount(0);

    await page.getByRole('button', { name: 'Yeni İş Ekle' }).click();
    const form = page.getByRole('dialog', { name: 'Yeni İş Ekle' });
    await expect(form.getByLabel('Müşteri')).toBeDisabled();
    await expect(form.getByText('Müşteri bilgisi sadece yönetici ve usta başı tarafından değiştirilebilir.')).toBeVisible();
    await expect(form.getByLabel('Birim Fiyat (₺)')).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: /Operatör/ })).toHaveCount(0);
  });

  test('sees no price on the phone cards either', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openJobs(page);
    await expect(page.getByTestId('job-card').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByTestId('job-card').filter({ hasText: 'Birim Fiyat' })).toHaveCount(0);
    await expect(page.getByText('₺')).toHaveCount(0);
  });
});
