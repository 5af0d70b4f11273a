import { DEMO, expect, signIn, test } from './fixtures';

test.describe('activity logs', () => {
  test('an employee sees only their own log', async ({ page }) => {
    // The admin signs in first, so the log holds someone else's rows too.
    await signIn(page, DEMO[3]);
    await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await signIn(page, DEMO[2]);
    await expect(page).toHaveURL(/\/admin\//);
    await page.goto('/admin/dashboard/activity-logs');
    await expect(page.getByRole('heading', { name: 'Aktivite Kayıtlarım' })).toBeVisible();
    const rows = page.getByTestId('log-row');
    await expect(rows.first()).toBeVisible();
    const users = await rows.locator('td:nth-child(2)').allTextContents();
    expect(users.length).toBeGreaterThan(0);
    expect(new Set(users)).toEqual(new Set(['Ali Çalışkan']));
    await expect(page.getByTestId('log-totals')).toContainText('Sayfa 1 / 1');
  });

  test('an admin reads everyone’s log, filters it and finds nothing for a stranger', async ({ page }) => {
    await signIn(page, DEMO[3]);
    await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
    await page.goto('/admin/dashboard/activity-logs');
    await expect(page.getByRole('heading', { name: 'Aktivite Kayıtları', exact: true })).toBeVisible();
    await expect(page.getByTestId('log-row').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Kullanıcı veya açıklamada ara' }).fill('kimsenin-yazmadigi-bir-sey');
    await expect(page.getByText('Kayıt bulunamadı')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV İndir' }).click();
    expect((await download).suggestedFilename()).toMatch(/^aktivite-kayitlari-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
