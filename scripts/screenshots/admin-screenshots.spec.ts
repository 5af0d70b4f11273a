import { DEMO, expect, signIn, test } from '../../tests/e2e/fixtures';

/**
 * The README's screenshots of the administration screens, taken on request (not part of npm test):
 * E2E_DATA_DIR=<a data dir from admin-screenshot-data.ts> npx playwright test -c scripts/screenshots/playwright.config.ts
 * (SHOTS_DIR defaults to docs/screenshots).
 */
const DIR = process.env.SHOTS_DIR ?? 'docs/screenshots';

const settle = async (page: import('@playwright/test').Page) => {
  await expect(page.getByText('Giriş başarılı!')).toBeHidden();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 0);
};

test('dashboard and users page, wide and on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  await expect(page.getByTestId('tile-total-change')).toBeVisible();
  await expect(page.getByTestId('dashboard-activities')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${DIR}/dashboard.png`, fullPage: true });

  await page.goto('/admin/dashboard/users');
  await expect(page.getByTestId('user-card').first()).toBeVisible();
  await expect(page.getByTestId('stat-total-value')).toHaveText(/\d/);
  await settle(page);
  await page.screenshot({ path: `${DIR}/users.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('user-card').first()).toBeVisible();
  await expect(page.getByTestId('stat-total-value')).toHaveText(/\d/);
  await settle(page);
  await page.screenshot({ path: `${DIR}/users-mobile.png`, fullPage: true, clip: { x: 0, y: 0, width: 390, height: 2000 } });
});
