import { DEMO, expect, signIn, test } from './fixtures';
const DIR = '/tmp/shots-out';
test.skip(!process.env.SCREENSHOTS, 'x');
test('extra screens', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  for (const [name, path] of [['customers', '/admin/dashboard/customers'], ['suppliers', '/admin/dashboard/suppliers'], ['counters', '/admin/dashboard/counters'], ['logs', '/admin/dashboard/activity-logs']] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${DIR}/x-${name}.png` });
  }
  await page.goto('/admin/dashboard/users');
  await page.getByTestId('user-card').first().getByRole('button', { name: 'Düzenle' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${DIR}/x-edit.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${DIR}/x-add.png` });
  await page.keyboard.press('Escape');
  await page.getByTestId('user-card').first().getByRole('button', { name: 'Projeler' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${DIR}/x-projects.png` });
  await page.keyboard.press('Escape');
  await page.getByTestId('user-card').first().getByRole('button', { name: 'Sil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kalıcı Olarak Sil' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DIR}/x-delete.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, path] of [['m-dashboard', '/admin/dashboard'], ['m-counters', '/admin/dashboard/counters'], ['m-logs', '/admin/dashboard/activity-logs'], ['m-customers', '/admin/dashboard/customers']] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${DIR}/x-${name}.png`, fullPage: true, clip: { x: 0, y: 0, width: 390, height: 1700 } });
  }
});
