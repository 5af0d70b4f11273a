import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test, type DemoRole } from './fixtures';

/** The sidebar of 000 section 2 as each role must see it. */
const MENU: Record<DemoRole, string[]> = {
  3: ['Kontrol Paneli', 'Fiyatlandırma', 'İş Takibi', 'Proje Takibi', 'Prosedür Yönetimi', 'Kullanıcılar', 'Müşteriler', 'Tezgahlar', 'Tedarikçi Yönetimi', 'Operasyonlar', 'Aktivite Kayıtları', 'Hammadde Yönetimi', 'Tezgah Ekranı', 'Tezgah Panosu'],
  // The shop floor's entries (issue 26) follow the spec's: the bench screen for those who work jobs, the board for who plans them.
  4: ['İş Takibi', 'Proje Takibi', 'Tezgah Ekranı', 'Tezgah Panosu'],
  2: ['İş Takibi', 'Proje Takibi', 'Tezgah Ekranı'],
  1: ['Tedarikçi Yönetimi'],
  0: ['Proje Takibi'],
};

/** A 1x1 PNG: enough for the server's magic-byte check. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const signedIn = async (page: import('@playwright/test').Page, role: DemoRole) => {
  await signIn(page, DEMO[role]);
  await expect(page).toHaveURL(/\/admin\//);
};

test.describe('the signed-in shell', () => {
  for (const role of [3, 4, 2, 1, 0] as const) {
    test(`the sidebar of ${DEMO[role]} holds exactly what the role may open`, async ({ page }) => {
      await signedIn(page, role);
      await expect(page.getByTestId('sidebar-menu').getByRole('link')).toHaveText(MENU[role]);
      const quick = page.getByTestId('sidebar-quick-links').getByRole('link');
      await expect(quick).toHaveText(role === 3 ? ['Ana Site', 'Yardım', 'Ayarlar'] : ['Ana Site', 'Yardım']);
    });
  }

  test('a customer opening the benches lands on /unauthorized with the areas it may reach', async ({ page }) => {
    await signedIn(page, 0);
    await page.goto('/admin/dashboard/counters');
    await expect(page).toHaveURL((url) => url.pathname === '/unauthorized');
    await expect(page.getByRole('heading', { name: 'Yetkisiz Erişim' })).toBeVisible();
    await expect(page.getByText('403_FORBIDDEN')).toBeVisible();
    // The sidebar's own pages, then the profile.
    await expect(page.getByRole('list', { name: 'Erişebileceğiniz Alanlar:' }).getByRole('link')).toHaveText([...MENU[0], 'Profil']);
  });

  test('the top bar shows the ticking tr-TR clock, the rates and the user', async ({ page }) => {
    await signedIn(page, 3);
    const clock = page.getByTestId('top-bar-clock');
    await expect(clock).toHaveText(/\d{2}:\d{2}:\d{2}/);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
    await expect(page.getByTestId('rate-EUR')).toContainText('EUR');
    await expect(page.getByTestId('rate-USD')).toContainText('USD');
    await expect(page.getByRole('button', { name: 'Profil menüsü' })).toContainText('Ayşe Yönetici');
  });

  test('on a phone the menu opens from the top bar, closes on a choice, and a reload starts with it closed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, 3);
    const menu = page.getByTestId('sidebar-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(menu).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await menu.getByRole('link', { name: 'İş Takibi' }).click();
    await expect(page).toHaveURL(/\/list-jobs/);
    await expect(menu).toBeHidden();
  });

  test('an unknown path inside the admin shows the 404 page in the layout', async ({ page }) => {
    await signedIn(page, 3);
    await page.goto('/admin/boyle-bir-sayfa-yok');
    await expect(page.getByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeVisible();
    await expect(page.getByTestId('sidebar-menu')).toBeVisible();
  });

  test('an admin saves the company’s name and contact details on the settings page and every page shows them', async ({ page }) => {
    await signedIn(page, 3);
    await page.goto('/admin/settings');
    const card = page.getByRole('form', { name: 'Şirket Bilgileri' });
    const email = card.getByRole('textbox', { name: 'E-posta' });
    await expect(email).toHaveValue(/@/);
    const before = await email.inputValue();
    await email.fill('satis@');
    await card.getByRole('textbox', { name: 'Telefon' }).fill('0212 555 12 34');
    await card.getByRole('button', { name: 'Bilgileri Kaydet' }).click();
    // The server's rule, checked in the form: nothing is sent, the footer keeps what it had.
    await expect(card.getByText('Geçerli bir e-posta adresi girin')).toBeVisible();
    await expect(page.getByTestId('footer-email')).toHaveText(before);
    await email.fill('Satis@Atolye.com.tr');
    await card.getByRole('textbox', { name: 'Şirket Adı' }).fill('Yıldız Hassas İşleme');
    await card.getByRole('textbox', { name: 'Ticari Unvan' }).fill('Yıldız Hassas İşleme Makina San. A.Ş.');
    await card.getByRole('textbox', { name: 'Adres' }).fill('İkitelli OSB, 5. Sokak No: 7, Başakşehir / İstanbul');
    await card.getByRole('button', { name: 'Bilgileri Kaydet' }).click();
    await expect(page.getByText('Şirket bilgileri kaydedildi')).toBeVisible();
    // The form shows them as stored; the footer follows at once, and after a reload on another page.
    await expect(card.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+90 212 555 12 34');
    await expect(page.getByTestId('footer-email')).toHaveText('satis@atolye.com.tr');
    await expect(page.getByRole('banner').getByText('Yıldız Hassas İşleme', { exact: true })).toBeVisible();
    await page.goto('/admin/dashboard/list-jobs');
    await expect(page.locator('footer').getByText('Yıldız Hassas İşleme Makina San. A.Ş.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Yıldız Hassas İşleme' })).toBeVisible();
    await expect(page.getByTestId('footer-phone')).toHaveText('+90 212 555 12 34');
    await expect(page.getByTestId('footer-address')).toHaveText('İkitelli OSB, 5. Sokak No: 7, Başakşehir / İstanbul');
    // The help page's quick contact and the policies name the same details, signed in and out.
    await page.goto('/admin/help');
    await expect(page.getByTestId('help-email')).toHaveText('satis@atolye.com.tr');
    await expect(page.getByTestId('help-phone')).toHaveAttribute('href', 'tel:+902125551234');
    await page.goto('/admin/privacy');
    await expect(page.getByText('KVKK başvurularınız için satis@atolye.com.tr adresine')).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByText('Sorularınız için satis@atolye.com.tr adresine yazabilirsiniz.')).toBeVisible();
    // Before signing in too: the sign-in screen names the saved company, beside its logo and under the card.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/login');
    await expect(page.getByRole('img', { name: 'Yıldız Hassas İşleme' }).first()).toBeVisible();
    await expect(page.getByTestId('auth-company-name')).toHaveText('Yıldız Hassas İşleme');
    await expect(page.getByText(/^© \d{4} Yıldız Hassas İşleme$/)).toBeVisible();
  });

  test('an admin saves a logo and the shell shows it', async ({ page }) => {
    await signedIn(page, 3);
    await page.goto('/admin/settings');
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Logoyu Kaydet' }).click();
    await expect(page.getByText('Logo başarıyla kaydedildi')).toBeVisible();
    await page.reload();
    // Named as the settings name the company (another test may have renamed it).
    const { name } = (await (await page.request.get('/v1/settings/company')).json()).data;
    const logo = page.getByRole('banner').getByRole('img', { name });
    await expect(logo).toHaveJSProperty('tagName', 'IMG');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });

  test('a non-admin is told the settings are for administrators', async ({ page }) => {
    await signedIn(page, 2);
    await page.goto('/admin/settings');
    await expect(page.getByText('Erişim Reddedildi - Bu sayfaya sadece Yönetici kullanıcılar erişebilir.')).toBeVisible();
  });

  test('a profile edit shows the new name in the top bar after the page reloads', async ({ page, request }) => {
    await signedIn(page, 1);
    await page.goto('/admin/profile');
    await page.getByRole('button', { name: 'Profili Düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profili Düzenle' });
    await dialog.getByLabel('Ad', { exact: true }).fill('Zerrin');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    // The page reloads by itself a second after the save; the top bar then reads the new name.
    await page.waitForEvent('load');
    await expect(page.getByRole('button', { name: 'Profil menüsü' })).toContainText('Zerrin Tedarik');
    const bearer = await apiToken(request, DEMO[1]);
    expect((await request.put('/v1/users/@me', { headers: bearer, data: { firstName: 'Zeynep', lastName: 'Tedarik' } })).ok()).toBe(true);
  });

  test('a new password on the profile is held to the registration rules, listed as it is typed', async ({ page }) => {
    await signedIn(page, 1);
    await page.goto('/admin/profile');
    await page.getByRole('button', { name: 'Profili Düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profili Düzenle' });
    await dialog.getByLabel('Mevcut Şifre').fill('Demo123!');
    await dialog.getByLabel('Yeni Şifre', { exact: true }).fill('123456');
    const rules = dialog.getByRole('list', { name: 'Şifre gereksinimleri' });
    await expect(rules.locator('[data-rule="length"]')).toHaveAttribute('data-met', 'false');
    await dialog.getByLabel('Yeni Şifre (Tekrar)').fill('123456');
    // The rule stands once in the list; refused, once more under the field.
    await expect(dialog.getByText('Şifre en az 8 karakter olmalıdır', { exact: true })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText('Şifre en az 8 karakter olmalıdır', { exact: true })).toHaveCount(2);
    await expect(dialog).toBeVisible();
  });

  test('signing out from the profile menu ends the session', async ({ page }) => {
    await signedIn(page, 1);
    await page.getByRole('button', { name: 'Profil menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await page.goto('/admin/dashboard/suppliers');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  });
});

test.describe('the public error pages', () => {
  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/boyle-bir-sayfa-yok');
    await expect(page.getByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeVisible();
    await expect(page.getByText('404_PAGE_NOT_FOUND')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ana Sayfa' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Geri Dön' })).toBeVisible();
  });

  test('/error shows the message from the query', async ({ page }) => {
    await page.goto('/error?message=Beklenmeyen%20bir%20durum%20%C3%A7%C4%B1kt%C4%B1');
    await expect(page.getByRole('heading', { name: 'Bir Hata Oluştu' })).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveText('Beklenmeyen bir durum çıktı');
    await page.goto('/error');
    await expect(page.getByTestId('error-message')).toHaveText('Bir hata oluştu');
  });
});
