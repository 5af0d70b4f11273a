import { DEMO, expect, signIn, test } from './fixtures';

test('an admin adds a category and a procedure, makes it Pasif, and deletes both after confirming', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  await page.goto('/admin/dashboard/procedure-management');
  await expect(page.getByRole('heading', { name: 'Prosedür Yönetimi' })).toBeVisible();
  const categories = page.getByTestId('procedure-stat-categories-value');
  const procedures = page.getByTestId('procedure-stat-procedures-value');
  await expect(categories).toHaveText(/^\d+$/);
  const before = { categories: Number(await categories.textContent()), procedures: Number(await procedures.textContent()) };

  // 'Yeni Kategori Ekle': the name is required (after trimming).
  await page.getByRole('button', { name: 'Kategori Ekle' }).click();
  const addCategory = page.getByRole('dialog', { name: 'Yeni Kategori Ekle' });
  await addCategory.getByLabel('Kategori Adı').fill('   ');
  await addCategory.getByRole('button', { name: 'Kategori Ekle' }).click();
  await expect(addCategory.getByText('Kategori adı gereklidir')).toBeVisible();
  // One message per failure: a single toast, no second copy in the dialog.
  await expect(page.getByText('Lütfen tüm alanları doldurun')).toHaveCount(1);
  await addCategory.getByLabel('Kategori Adı').fill('E2E Montaj');
  await addCategory.getByLabel('Açıklama').fill('Uçtan uca test kategorisi');
  await addCategory.getByRole('button', { name: 'Kategori Ekle' }).click();
  await expect(page.getByText('Kategori başarıyla eklendi')).toBeVisible();
  await expect(addCategory).toBeHidden();
  await expect(categories).toHaveText(String(before.categories + 1));
  const card = page.getByTestId('record-row').filter({ hasText: 'E2E Montaj' });
  await expect(card.getByTestId('procedure-category-count')).toHaveText('0 prosedür');

  // Add Procedure: category and title required, the description optional.
  await page.getByRole('button', { name: 'Prosedür Ekle' }).click();
  const addProcedure = page.getByRole('dialog', { name: 'Yeni Prosedür Ekle' });
  await addProcedure.getByRole('button', { name: 'Prosedür Ekle' }).click();
  await expect(addProcedure.getByText('Kategori seçimi gereklidir')).toBeVisible();
  await expect(addProcedure.getByText('Prosedür başlığı gereklidir')).toBeVisible();
  await addProcedure.getByRole('combobox', { name: 'Kategori' }).click();
  await page.getByRole('option', { name: 'E2E Montaj' }).click();
  await addProcedure.getByLabel('Prosedür Başlığı').fill('Cıvata tork kontrolü');
  await addProcedure.getByRole('button', { name: 'Prosedür Ekle' }).click();
  await expect(page.getByText('Prosedür başarıyla eklendi')).toBeVisible();
  await expect(addProcedure).toBeHidden();
  await expect(procedures).toHaveText(String(before.procedures + 1));
  await expect(card.getByTestId('procedure-category-count')).toHaveText('1 prosedür');

  // Edit it to Pasif; the edit form requires the description.
  await card.getByRole('button', { name: 'E2E Montaj kategorisini görüntüle' }).click();
  const detail = page.getByRole('dialog', { name: 'E2E Montaj' });
  const item = detail.getByTestId('procedure-item').filter({ hasText: 'Cıvata tork kontrolü' });
  await expect(item.getByTestId('procedure-status')).toHaveText('Aktif');
  await item.getByRole('button', { name: 'Cıvata tork kontrolü prosedürünü düzenle' }).click();
  const edit = page.getByRole('dialog', { name: 'Prosedürü Düzenle' });
  await edit.getByRole('radio', { name: 'Pasif' }).check();
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit.getByText('Açıklama gereklidir')).toBeVisible();
  await edit.getByLabel('Açıklama').fill('25 Nm, tork anahtarı ile');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Prosedür başarıyla güncellendi')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(item.getByTestId('procedure-status')).toHaveText('Pasif');

  // Saved on the server: a reload shows it Pasif.
  await page.reload();
  await page.getByTestId('record-row').filter({ hasText: 'E2E Montaj' }).getByRole('button', { name: 'E2E Montaj kategorisini görüntüle' }).click();
  await expect(item.getByTestId('procedure-status')).toHaveText('Pasif');
  await expect(item).toContainText('25 Nm, tork anahtarı ile');

  // Delete the procedure after its confirmation.
  await item.getByRole('button', { name: 'Cıvata tork kontrolü prosedürünü sil' }).click();
  const confirmProcedure = page.getByRole('dialog', { name: 'Prosedürü Sil' });
  await expect(confirmProcedure).toContainText('"Cıvata tork kontrolü" prosedürünü silmek istediğinizden emin misiniz?');
  await confirmProcedure.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Prosedür başarıyla silindi')).toBeVisible();
  await expect(detail.getByText('Bu kategoride henüz prosedür yok.')).toBeVisible();
  await expect(procedures).toHaveText(String(before.procedures));

  // Delete the category (with whatever procedures it holds) after its confirmation.
  await detail.getByRole('button', { name: 'Kategoriyi Sil' }).click();
  const confirmCategory = page.getByRole('dialog', { name: 'Kategoriyi Sil' });
  await expect(confirmCategory).toContainText('"E2E Montaj" kategorisini ve içindeki 0 prosedürü silmek');
  await confirmCategory.getByRole('button', { name: 'Evet, Sil' }).click();
  await expect(page.getByText('Kategori ve prosedürleri başarıyla silindi')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(categories).toHaveText(String(before.categories));
  await page.reload();
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await expect(page.getByTestId('record-row').filter({ hasText: 'E2E Montaj' })).toHaveCount(0);
});

test('deleting a category takes its procedures with it', async ({ page }) => {
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  await page.goto('/admin/dashboard/procedure-management');
  const procedures = page.getByTestId('procedure-stat-procedures-value');
  await expect(procedures).toHaveText(/^\d+$/);
  const total = Number(await procedures.textContent());
  const card = page.getByTestId('record-row').filter({ hasText: 'İş Güvenliği' });
  const count = Number((await card.getByTestId('procedure-category-count').textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'İş Güvenliği kategorisini görüntüle' }).click();
  const detail = page.getByRole('dialog', { name: 'İş Güvenliği' });
  await expect(detail.getByTestId('procedure-item')).toHaveCount(count);
  await detail.getByRole('button', { name: 'Kategoriyi Sil' }).click();
  await page.getByRole('dialog', { name: 'Kategoriyi Sil' }).getByRole('button', { name: 'Vazgeç' }).click();
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Kategoriyi Sil' }).click();
  await page.getByRole('dialog', { name: 'Kategoriyi Sil' }).getByRole('button', { name: 'Evet, Sil' }).click();
  await expect(page.getByText('Kategori ve prosedürleri başarıyla silindi')).toBeVisible();
  await expect(procedures).toHaveText(String(total - count));
  await page.reload();
  await expect(procedures).toHaveText(String(total - count));
  await expect(card).toHaveCount(0);
});
