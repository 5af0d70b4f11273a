import { expect, test } from './fixtures';
import { ThrowawayServer } from './throwawayServer';

/**
 * A new shop's first morning: the app in production on an empty database (nothing seeded), its
 * first admin made with `npm run create-admin` as the README says. Its empty lists say there is
 * nothing yet (not that a search found nothing), and the job form says why it offers no bench
 * and no operator. The dashboard's tiles show their 'no change' lines whole.
 */
const PORT = Number(process.env.E2E_FIRST_RUN_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 2);
const ADMIN = { email: 'patron@atolye.com.tr', password: 'Guclu!Sifre2026' };

let server: ThrowawayServer;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = new ThrowawayServer(process.cwd(), PORT, { NODE_ENV: 'production', JWT_SECRET: 'first-run-e2e-secret-0123456789abcdef0123456789abcdef' });
  await server.runScript('create-admin', ['--email', ADMIN.email, '--password', ADMIN.password, '--name', 'Kemal', '--surname', 'Usta', '--phone', '905321234567']);
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

test('a new shop’s admin signs in to empty lists that say so, and a job form that says what it lacks', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin\//);

  // The dashboard's five tiles in a row: a tile's change line ('Son 30 günde değişiklik yok') stays whole inside it.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/dashboard');
  const customers = page.getByTestId('tile-customers');
  await expect(customers.getByTestId('tile-customers-change')).toHaveText('Son 30 günde değişiklik yok');
  const tile = (await customers.boundingBox())!;
  const change = (await customers.getByTestId('tile-customers-change').boundingBox())!;
  expect(change.x + change.width).toBeLessThanOrEqual(tile.x + tile.width);

  await page.goto('/admin/dashboard/list-jobs');
  await expect(page.getByText('Henüz iş yok')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Müşteri, başlık veya açıklama ara' }).fill('flanş');
  await expect(page.getByText('Filtrelere uyan iş bulunamadı')).toBeVisible();
  await expect(page.getByText('Henüz iş yok')).toHaveCount(0);

  await page.goto('/admin/dashboard/list-jobs');
  await page.getByRole('button', { name: 'Yeni İş Ekle' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni İş Ekle' });
  await expect(form.getByText('Aktif tezgah bulunmuyor')).toBeVisible();
  await expect(form.getByText('Usta Başı rolünde kullanıcı bulunmuyor')).toBeVisible();
  await form.getByRole('button', { name: 'İptal' }).click();

  await page.goto('/admin/dashboard/counters');
  await expect(page.getByText('Henüz tezgah yok')).toBeVisible();
  await page.goto('/admin/dashboard/operations');
  await expect(page.getByText('Henüz operasyon yok')).toBeVisible();
  await page.goto('/admin/dashboard/list-projects');
  await expect(page.getByRole('main').getByText('Henüz proje bulunmuyor')).toBeVisible();
});
