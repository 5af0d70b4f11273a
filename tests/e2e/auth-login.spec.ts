import { DEMO, expect, signIn, test, type DemoRole } from './fixtures';

/** The landing redirect of 000 section 2, by role. */
const LANDING: Record<DemoRole, string> = {
  3: '/admin/dashboard',
  4: '/admin/dashboard/list-jobs',
  2: '/admin/dashboard/list-jobs',
  1: '/admin/dashboard/suppliers',
  0: '/admin/dashboard/list-projects',
};

const pathIs = (path: string) => (url: URL) => url.pathname === path;

test.describe('sign-in', () => {
  for (const role of [3, 4, 2, 1, 0] as const) {
    test(`${DEMO[role]} lands on ${LANDING[role]}`, async ({ page }) => {
      await signIn(page, DEMO[role]);
      await expect(page).toHaveURL(pathIs(LANDING[role]));
    });
  }

  test('a wrong password says so and stays on the login screen', async ({ page }) => {
    await signIn(page, DEMO[2], 'Yanlis123!');
    await expect(page.getByRole('alert').filter({ hasText: 'E-posta veya şifre hatalı.' })).toBeVisible();
    await expect(page).toHaveURL(pathIs('/auth/login'));
  });

  test('empty fields are refused before any call', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('E-posta ve şifre alanları zorunludur.')).toBeVisible();
  });

  test('the login screen loads without the admin bundle and links to registration', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    expect(scripts.filter((s) => /\/App-[^/]*\.js$/.test(s))).toEqual([]);
    await page.getByRole('link', { name: 'Kayıt Ol' }).click();
    await expect(page).toHaveURL(pathIs('/auth/register'));
  });

  test('without a session / goes to the login screen', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(pathIs('/auth/login'));
  });
});
