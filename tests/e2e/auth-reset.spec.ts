import { expect, outbox, signIn, test } from './fixtures';
import { linkFromMail, newIdentity, registerVerifiedCustomer } from './auth-accounts';

const pathIs = (path: string) => (url: URL) => url.pathname === path;

test.describe('password reset', () => {
  test('forgot by e-mail → link from the outbox → new password → sign in with it', async ({ page, request }) => {
    const who = newIdentity('sifirla');
    await registerVerifiedCustomer(request, who);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
    // The login form stays on screen until the next page's chunk has loaded.
    await expect(page.getByRole('heading', { name: 'Şifremi Unuttum' })).toBeVisible();
    await page.getByLabel('E-posta').fill(who.email);
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect(page.getByRole('button', { name: /^Lütfen 0[12]:\d\d bekleyin\.$/ })).toBeDisabled();

    const link = await linkFromMail(who.email, /\/auth\/reset-password\/[^\s"'<>]+/);
    await page.goto(link);
    const submit = page.getByRole('button', { name: 'Şifreyi Güncelle' });
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('Daha$Yeni7');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Yeni Şifre (Tekrar)').fill('Daha$Yeni7');
    await submit.click();
    await expect(page).toHaveURL(pathIs('/auth/login'), { timeout: 5_000 });

    await signIn(page, who.email, who.password);
    await expect(page.getByRole('alert').filter({ hasText: 'E-posta veya şifre hatalı.' })).toBeVisible();
    await signIn(page, who.email, 'Daha$Yeni7');
    await expect(page).toHaveURL(pathIs('/admin/dashboard/list-projects'));
  });

  test('forgot by SMS: the link also opens under /reset-password/{token}', async ({ page, request }) => {
    const who = newIdentity('smsreset');
    await registerVerifiedCustomer(request, who);

    await page.goto('/auth/forgot-password');
    await page.getByRole('button', { name: 'SMS' }).click();
    await page.getByLabel('Telefon Numarası').fill(who.national);
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect(page.getByRole('button', { name: /^Lütfen 0[12]:\d\d bekleyin\.$/ })).toBeDisabled();

    let token: string | undefined;
    await expect
      .poll(() => (token = outbox().filter((m) => m.kind === 'sms' && m.to === who.phone).map((m) => m.text.match(/reset-password\/([^\s"'<>]+)/)?.[1]).filter(Boolean).pop()))
      .toBeTruthy();
    await page.goto(`/reset-password/${token}`);
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('Sms$ifre42');
    await page.getByLabel('Yeni Şifre (Tekrar)').fill('Sms$ifre42');
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page).toHaveURL(pathIs('/auth/login'), { timeout: 5_000 });
    await signIn(page, who.email, 'Sms$ifre42');
    await expect(page).toHaveURL(pathIs('/admin/dashboard/list-projects'));
  });

  test('unknown e-mail gets its own text; no token goes to sign-in', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await page.getByLabel('E-posta').fill('kimse.yok@example.com');
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect(page.getByText('Bu e-posta adresine kayıtlı kullanıcı bulunamadı.')).toBeVisible();

    await page.goto('/auth/reset-password');
    await expect(page).toHaveURL(pathIs('/auth/login'));
  });
});
