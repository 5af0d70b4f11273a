import { expect, test } from './fixtures';

test('a stranger registering can read the terms and the privacy policy without an account', async ({ page }) => {
  await page.goto('/auth/register');
  const terms = page.getByRole('link', { name: 'Kullanım Şartları' }).first();
  await expect(terms).toHaveAttribute('href', '/terms');
  await page.goto('/terms');
  await expect(page).toHaveURL((url) => url.pathname === '/terms');
  await expect(page.getByText(/%99,9 erişilebilir/)).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Gizlilik Politikası' })).toBeVisible();
  // The policy names a real address for questions, never its placeholder.
  await expect(page.getByText(/KVKK başvurularınız için \S+@\S+ adresine/)).toBeVisible();
  await expect(page.getByText('{email}')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/privacy');
});
