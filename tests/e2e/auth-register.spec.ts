import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkFromMail, newIdentity, smsCodeFor, type Identity } from './auth-accounts';

const pathIs = (path: string) => (url: URL) => url.pathname === path;

const fillRegistration = async (page: Page, who: Identity, role: 'Müşteri' | 'Tedarikçi' | 'Çalışan') => {
  await page.goto('/auth/register');
  await page.getByRole('radio', { name: role }).check();
  await page.getByLabel('Ad', { exact: true }).fill('Deniz');
  await page.getByLabel('Soyad').fill('Deneme');
  await page.getByLabel('E-posta').fill(who.email);
  await page.getByLabel('Telefon Numarası').fill(who.national);
  await page.getByLabel('Şifre', { exact: true }).fill(who.password);
  await page.getByLabel('Şifre (Tekrar)').fill(who.password);
  await page.getByRole('checkbox').check();
};

const verifyPhone = async (page: Page, phone: string) => {
  await expect(page).toHaveURL(pathIs('/auth/gsm-verification'));
  await page.getByLabel('Doğrulama Kodu').fill(await smsCodeFor(phone));
  await page.getByRole('button', { name: 'Doğrula' }).click();
};

test.describe('registration', () => {
  test('a customer registers, verifies the phone with the SMS code and lands on the project list', async ({ page }) => {
    const who = newIdentity('musteri');
    await fillRegistration(page, who, 'Müşteri');
    await expect(page.getByLabel('Telefon Numarası')).toHaveValue(`+90 ${who.national.slice(0, 3)} ${who.national.slice(3, 6)} ${who.national.slice(6, 8)} ${who.national.slice(8)}`);
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();

    await verifyPhone(page, who.phone);
    await expect(page).toHaveURL(pathIs('/admin/dashboard/list-projects'));
  });

  test('an employee waits for approval after verifying the phone', async ({ page }) => {
    const who = newIdentity('calisan');
    await fillRegistration(page, who, 'Çalışan');
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await verifyPhone(page, who.phone);
    await expect(page).toHaveURL(pathIs('/auth/awaiting-approval'));
    await expect(page.getByRole('heading', { name: 'Hesabınız Onay Bekliyor' })).toBeVisible();

    // Signing in again lands on the same wait, without a 'Giriş başarılı!' that the page contradicts.
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(pathIs('/auth/login'));
    await page.getByLabel('E-posta').fill(who.email);
    await page.getByLabel('Şifre', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('heading', { name: 'Hesabınız Onay Bekliyor' })).toBeVisible();
    await expect(page.getByText('Giriş başarılı!')).toHaveCount(0);
  });

  test('a supplier gives company details and gets the code on the company phone', async ({ page }) => {
    const who = newIdentity('tedarikci');
    const company = newIdentity('firma');
    await fillRegistration(page, who, 'Tedarikçi');
    await page.getByLabel('Firma Adı').fill('Deneme Metal Ltd.');
    await page.getByLabel('Vergi Numarası').fill('1234567890');
    await page.getByLabel('Şirket Telefonu').fill(company.national);
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await verifyPhone(page, company.phone);
    await expect(page).toHaveURL(pathIs('/auth/awaiting-approval'));
  });

  test('the form shows the spec texts for missing terms and mismatched passwords', async ({ page }) => {
    const who = newIdentity('eksik');
    await fillRegistration(page, who, 'Müşteri');
    await page.getByRole('checkbox').uncheck();
    await page.getByLabel('Şifre (Tekrar)').fill('Baska$ifre9');
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(page.getByText('Şifreler eşleşmiyor!')).toBeVisible();
    await expect(page.getByText("Kullanım Şartları ve Gizlilik Politikası'nı kabul etmeniz zorunludur.")).toBeVisible();
    await expect(page).toHaveURL(pathIs('/auth/register'));
  });

  test('the e-mail link from registration verifies the address and counts down to sign-in', async ({ page }) => {
    const who = newIdentity('eposta');
    await fillRegistration(page, who, 'Müşteri');
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(page).toHaveURL(pathIs('/auth/gsm-verification'));

    const link = await linkFromMail(who.email, /\/verify-email\/[^\s"'<>]+/);
    await page.goto(link);
    await expect(page.getByText('Doğrulama Başarılı!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Şimdi Giriş Yap' })).toBeVisible();
    await expect(page).toHaveURL(pathIs('/auth/login'), { timeout: 8_000 });

    // The link is single use: opening it again fails with the causes listed.
    await page.goto(link);
    await expect(page.getByText('Doğrulama Başarısız')).toBeVisible();
  });
});
