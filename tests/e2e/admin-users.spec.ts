import { DEMO, expect, outbox, signIn, test } from './fixtures';

const PHONE_MESSAGE = 'Geçerli bir Türkiye telefon numarası girin (+90 5XX XXX XX XX)';

test.describe('user administration', () => {
  test('an admin adds a user (fixing a bad phone), finds, edits and deletes them', async ({ page }) => {
    await signIn(page, DEMO[3]);
    await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
    await page.goto('/admin/dashboard/users');
    await expect(page.getByRole('heading', { name: 'Kullanıcı Yönetimi' })).toBeVisible();

    await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
    const add = page.getByRole('dialog', { name: 'Yeni Kullanıcı Ekle' });
    await add.getByLabel('Ad', { exact: true }).fill('Derya');
    await add.getByLabel('Soyad', { exact: true }).fill('Tornacı');
    await add.getByLabel('E-posta', { exact: true }).fill('derya.tornaci@example.com');
    await add.getByLabel('Şifre', { exact: true }).fill('Guclu1234');
    await add.getByLabel('Telefon', { exact: true }).fill('532 111');
    await add.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
    await expect(add.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(add.getByText('Lütfen tüm alanları kontrol edin')).toBeVisible();

    await add.getByLabel('Telefon', { exact: true }).fill('5321112233');
    await expect(add.getByLabel('Telefon', { exact: true })).toHaveValue('+90 532 111 22 33');
    await expect(add.getByText(PHONE_MESSAGE)).toBeHidden();
    await add.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText('Kullanıcı başarıyla oluşturuldu')).toBeVisible();
    // The welcome e-mail went out through the outbox.
    await expect.poll(() => outbox().some((m) => m.to === 'derya.tornaci@example.com')).toBe(true);

    await page.getByRole('searchbox', { name: 'Ad veya soyada göre ara' }).fill('Tornacı');
    const card = page.getByRole('article', { name: 'Derya Tornacı' });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('user-card')).toHaveCount(1);
    await expect(card.getByTestId('role-badge')).toHaveText('Çalışan');
    await expect(card).toContainText('@derya.tornaci');
    await expect(card).toContainText('Hiç giriş yapmadı');

    await card.getByRole('button', { name: 'Düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
    await expect(edit.getByLabel('Kullanıcı adı')).toHaveValue('derya.tornaci');
    await edit.getByLabel('Soyad', { exact: true }).fill('');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(edit.getByText('Soyad gereklidir')).toBeVisible();
    await edit.getByLabel('Soyad', { exact: true }).fill('Frezeci');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Kullanıcı başarıyla güncellendi')).toBeVisible();
    const renamed = page.getByRole('article', { name: 'Derya Frezeci' });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: 'Sil' }).click();
    const remove = page.getByRole('dialog', { name: 'Kullanıcıyı Sil' });
    await remove.getByLabel('Kullanıcı adı').fill('derya');
    await remove.getByRole('button', { name: 'Kalıcı Olarak Sil' }).click();
    await expect(remove.getByText('Kullanıcı adı eşleşmiyor')).toBeVisible();
    await remove.getByLabel('Kullanıcı adı').fill('derya.tornaci');
    await remove.getByRole('button', { name: 'Kalıcı Olarak Sil' }).click();
    await expect(page.getByText('Kullanıcı başarıyla silindi')).toBeVisible();
    await expect(renamed).toBeHidden();

    // Really gone on the server, not only from the screen.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Ad veya soyada göre ara' }).fill('derya');
    await expect(page.getByText('Arama kriterlerine uygun kullanıcı bulunamadı')).toBeVisible();
  });

  test('a customer opening the users page lands on /unauthorized', async ({ page }) => {
    await signIn(page, DEMO[0]);
    await expect(page).toHaveURL(/\/admin\//);
    await page.goto('/admin/dashboard/users');
    await expect(page).toHaveURL((url) => url.pathname === '/unauthorized');
    await expect(page.getByRole('heading', { name: 'Yetkisiz Erişim' })).toBeVisible();
  });
});
