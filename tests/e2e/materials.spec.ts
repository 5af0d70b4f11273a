import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { choose, toast } from './jobScenes';

const PANEL = '/admin/materialManagement';

test('the material panel: submenu, add, edit with the category change, search and filter, weight to a job, delete', async ({ page, request }) => {
  const name = `E2E Takım Çeliği ${Date.now()}`;
  const headers = await apiToken(request, DEMO[3]);
  // A job of our own to receive the weight line.
  const counters = (await (await request.get('/v1/counters', { headers })).json()).data as { id: number }[];
  const job = (await (await request.post('/v1/jobs', { headers, data: { description: `Malzeme e2e işi ${Date.now()}`, workstationId: counters[0]!.id, estimatedHours: 1, notes: 'İlk not' } })).json()).jobs;

  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  await page.goto(`${PANEL}/materialdashboard`);
  const nav = page.getByRole('navigation', { name: 'Malzeme paneli menüsü' });
  await expect(nav.getByText('Malzeme Tedarik Paneli')).toBeVisible();
  await expect(page.getByTestId('stat-materials-value')).toHaveText(/^\d+$/);
  const before = Number(await page.getByTestId('stat-materials-value').textContent());

  // The Malzeme Yönetimi submenu opens and closes.
  const toggle = nav.getByRole('button', { name: 'Malzeme Yönetimi' });
  await expect(nav.getByRole('link', { name: 'Malzeme Ekle' })).toHaveCount(0);
  await toggle.click();
  await expect(nav.getByRole('link', { name: 'Malzemeleri Listele' })).toBeVisible();
  await toggle.click();
  await expect(nav.getByRole('link', { name: 'Malzemeleri Listele' })).toHaveCount(0);
  await toggle.click();
  await nav.getByRole('link', { name: 'Malzeme Ekle' }).click();

  // Malzeme Ekle opens the add form; the subcategory waits for a category.
  await expect(page).toHaveURL(`${PANEL}/add-material`);
  const add = page.getByRole('dialog', { name: 'Yeni Malzeme Ekle' });
  await expect(add.getByRole('combobox', { name: /^Alt Kategori/ })).toHaveAttribute('aria-disabled', 'true');
  await add.getByRole('button', { name: 'Ekle' }).click();
  await expect(add.getByRole('alert')).toHaveText('Lütfen tüm alanları doldurunuz!');
  await add.getByLabel(/^Malzeme Adı/).fill(name);
  await choose(page, add, /^Kategori/, 'ÇELİKLER');
  await expect(add.getByRole('combobox', { name: /^Alt Kategori/ })).not.toHaveAttribute('aria-disabled', 'true');
  await choose(page, add, /^Alt Kategori/, 'Takım Çelikleri');
  await add.getByLabel(/^Yoğunluk/).fill('7,7');
  await add.getByRole('button', { name: 'Ekle' }).click();
  await expect(toast(page, 'Malzeme başarıyla eklendi')).toBeVisible();
  await expect(page).toHaveURL(`${PANEL}/list-materials`);

  // Search and filter, counted by the server.
  await page.getByRole('searchbox', { name: 'Malzeme ara...' }).fill(name);
  await expect(page.getByTestId('list-found')).toHaveText('1 malzeme bulundu');
  const row = page.getByTestId('record-row').filter({ hasText: name });
  await expect(row).toContainText('Takım Çelikleri');
  await choose(page, page, 'Kategori filtresi', 'PNÖMATİK');
  await expect(page.getByTestId('list-found')).toHaveText('0 malzeme bulundu');
  await expect(page.getByText('Malzeme bulunamadı')).toBeVisible();
  await choose(page, page, 'Kategori filtresi', 'ÇELİKLER');
  await expect(page.getByTestId('list-found')).toHaveText('1 malzeme bulundu');
  await expect(page.getByTestId('material-page')).toHaveText('1 / 1');
  await choose(page, page, 'Kategori filtresi', 'Tüm Kategoriler');

  // Editing: a new category clears the subcategory; saving without one is refused.
  await row.getByRole('button', { name: `Düzenle: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Malzemeyi Düzenle' });
  await expect(edit.getByRole('combobox', { name: /^Alt Kategori/ })).toContainText('Takım Çelikleri');
  await choose(page, edit, /^Kategori/, 'PNÖMATİK');
  await expect(edit.getByRole('combobox', { name: /^Alt Kategori/ })).not.toContainText('Takım Çelikleri');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Lütfen tüm alanları doldurunuz!');
  await choose(page, edit, /^Alt Kategori/, 'Hortumlar');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Malzeme başarıyla güncellendi')).toBeVisible();
  await expect(row).toContainText('PNÖMATİK');
  await expect(row).toContainText('Hortumlar');

  // The dashboard counts it.
  await page.getByRole('navigation', { name: 'Malzeme paneli menüsü' }).getByRole('link', { name: 'Ana Sayfa' }).click();
  await expect(page.getByTestId('stat-materials-value')).toHaveText(String(before + 1));

  // Weight of two 10 × 100 × 1000 plates at 7.85 g/cm³ and 40 ₺/kg, added to the job's notes.
  await page.goto(`${PANEL}/weight-calculation`);
  await page.getByRole('combobox', { name: 'Malzeme' }).fill(name.slice(0, 20));
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByLabel('Yoğunluk (g/cm³)')).toHaveValue('7,7');
  await page.getByLabel('Yoğunluk (g/cm³)').fill('7,85');
  await page.getByLabel('Kg Fiyatı (₺)').fill('40');
  await page.getByLabel('Kalınlık t (mm)').fill('10');
  await page.getByLabel('Genişlik w (mm)').fill('100');
  await page.getByLabel('Uzunluk l (mm)').fill('1000');
  await page.getByLabel('Adet').fill('2');
  await expect(page.getByTestId('weight-per-piece')).toHaveText('7,85 kg');
  await expect(page.getByTestId('weight-total')).toHaveText('15,70 kg');
  await expect(page.getByTestId('weight-cost')).toHaveText(/628,00/);
  await page.getByRole('button', { name: 'İşin notlarına ekle' }).click();
  const target = page.getByRole('dialog', { name: 'İşin notlarına ekle' });
  await target.getByRole('combobox', { name: 'İş seçin' }).fill(job.description.slice(0, 18));
  await page.getByRole('option', { name: new RegExp(`^#${job.id} `) }).click();
  await target.getByRole('button', { name: 'Ekle' }).click();
  await expect(toast(page, 'Hesap işin notlarına eklendi')).toBeVisible();
  const notes: string = (await (await request.get(`/v1/jobs/${job.id}`, { headers })).json()).jobs.notes;
  expect(notes.split('\n')).toEqual(['İlk not', expect.stringMatching(new RegExp(`^\\[Malzeme\\] ${name}, Levha / Plaka 10 × 100 × 1\\.000 mm × 2 adet: 15,70 kg, ₺628,00$`))]);
  // ...and the job's own page shows them.
  await page.goto(`/admin/dashboard/list-jobs/${job.id}/show`);
  await expect(page.getByTestId('job-show-notes')).toContainText('2 adet: 15,70 kg, ₺628,00');

  // Delete after the confirmation.
  await page.goto(`${PANEL}/list-materials`);
  await page.getByRole('searchbox', { name: 'Malzeme ara...' }).fill(name);
  await expect(page.getByTestId('list-found')).toHaveText('1 malzeme bulundu');
  await page.getByRole('button', { name: `Sil: ${name}` }).click();
  await page.getByRole('dialog', { name: 'Malzemeyi Sil' }).getByRole('button', { name: 'Sil' }).click();
  await expect(toast(page, 'Malzeme başarıyla silindi')).toBeVisible();
  await expect(page.getByText('Malzeme bulunamadı')).toBeVisible();
  await expect(page.getByTestId('list-found')).toHaveText('0 malzeme bulundu');

  // Ana Sisteme Dön leads back to the main dashboard.
  await page.getByRole('link', { name: 'Ana Sisteme Dön' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
});

test('the panel is for canAccessMaterials only, and every page of its menu is built', async ({ page }) => {
  await signIn(page, DEMO[2]);
  await expect(page).toHaveURL((url) => url.pathname !== '/auth/login');
  await page.goto(`${PANEL}/list-materials`);
  await expect(page).not.toHaveURL(/materialManagement/);

  await page.context().clearCookies();
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  // Tedarikçi Teklifleri is built (supplier offers, tests/e2e/supplier-offers.spec.ts).
  await page.goto(`${PANEL}/supplier-offers`);
  await expect(page.getByRole('heading', { name: 'Tedarikçi Teklifleri' })).toBeVisible();
  await expect(page.getByText('Bu bölüm henüz kullanılamıyor')).toHaveCount(0);
  // Every page of the panel's menu is built: none says it is not.
  for (const path of ['orders-materials', 'reports']) {
    await page.goto(`${PANEL}/${path}`);
    await expect(page.getByTestId(path === 'reports' ? 'report-lines' : 'usage-lines')).toBeVisible();
    await expect(page.getByText('Bu bölüm henüz kullanılamıyor')).toHaveCount(0);
  }
});

test('categories and subcategories, a new price with its history, and a weight added to a project', async ({ page, request }) => {
  const stamp = Date.now();
  const category = `E2E Plastikler ${stamp}`;
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');

  // Kategori Yönetimi: add, add a subcategory, rename; a category in use is refused with its reason.
  await page.goto(`${PANEL}/category-management`);
  await page.getByRole('button', { name: 'Yeni Kategori Ekle' }).click();
  const naming = page.getByRole('dialog');
  await naming.getByLabel(/^Kategori Adı/).fill(category);
  await naming.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Kategori başarıyla eklendi')).toBeVisible();
  const card = page.getByTestId('record-row').filter({ hasText: category });
  await card.getByRole('button', { name: 'Alt Kategori Ekle' }).click();
  await page.getByRole('dialog').getByLabel(/^Alt Kategori Adı/).fill('POM');
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Alt kategori başarıyla eklendi')).toBeVisible();
  await expect(card).toContainText('POM (0)');
  await card.getByRole('button', { name: `Düzenle: ${category}` }).click();
  await page.getByRole('dialog').getByLabel(/^Kategori Adı/).fill(`${category} 2`);
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Kategori başarıyla güncellendi')).toBeVisible();
  const steel = page.getByTestId('record-row').filter({ hasText: 'ÇELİKLER' });
  await steel.getByRole('button', { name: 'Sil: ÇELİKLER' }).click();
  const refuse = page.getByRole('dialog', { name: 'Kategoriyi Sil' });
  await refuse.getByRole('button', { name: 'Sil' }).click();
  await expect(refuse.getByRole('alert')).toContainText('malzeme kayıtlı olduğu için silinemez');
  await refuse.getByRole('button', { name: 'İptal' }).click();
  await page.reload();
  const renamed = page.getByTestId('record-row').filter({ hasText: `${category} 2` });
  await expect(renamed).toContainText('POM (0)');
  await renamed.getByRole('button', { name: `Sil: ${category} 2` }).click();
  await page.getByRole('dialog', { name: 'Kategoriyi Sil' }).getByRole('button', { name: 'Sil' }).click();
  await expect(toast(page, 'Kategori başarıyla silindi')).toBeVisible();
  await expect(page.getByTestId('record-row').filter({ hasText: category })).toHaveCount(0);

  // Fiyat Yönetimi: a new price per kg becomes the current one and heads the history.
  await page.goto(`${PANEL}/price-management`);
  await page.getByRole('searchbox', { name: 'Malzeme ara...' }).fill('S235JR');
  await page.getByRole('button', { name: 'Fiyat Gir: S235JR' }).click();
  const priceDialog = page.getByRole('dialog');
  await priceDialog.getByLabel(/^Kg Fiyatı/).fill('-1');
  await priceDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(priceDialog.getByRole('alert')).toContainText('Kg fiyatı 0 veya daha büyük');
  await priceDialog.getByLabel(/^Kg Fiyatı/).fill('41,25');
  await priceDialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Fiyat başarıyla kaydedildi')).toBeVisible();
  await expect(page.getByTestId('record-row').filter({ hasText: 'S235JR' })).toContainText('₺41,25');
  await page.getByRole('button', { name: 'Geçmiş: S235JR' }).click();
  const firstEntry = page.getByTestId('price-history').getByRole('row').nth(1);
  await expect(firstEntry).toContainText('₺41,25');
  await expect(firstEntry).toContainText('Güncel');
  // The history dialog's own Kapat (the price's toast, still showing, has a close button of that name).
  await page.getByRole('dialog').getByRole('button', { name: 'Kapat', exact: true }).click();

  // Ağırlık Hesaplama: the material's density and current price come with it; the result goes to a project.
  const headers = await apiToken(request, DEMO[3]);
  const project = (await (await request.get('/v1/projects?limit=1', { headers })).json()).projects[0] as { id: number; name: string };
  await page.goto(`${PANEL}/weight-calculation`);
  await page.getByRole('combobox', { name: 'Malzeme' }).fill('S235JR');
  await page.getByRole('option', { name: /^S235JR/ }).click();
  await expect(page.getByLabel('Kg Fiyatı (₺)')).toHaveValue('41,25');
  await page.getByRole('combobox', { name: 'Şekil' }).click();
  await page.getByRole('option', { name: 'Yuvarlak Çubuk' }).click();
  await page.getByLabel('Çap d (mm)').fill('50');
  await page.getByLabel('Uzunluk l (mm)').fill('1000');
  await expect(page.getByTestId('weight-per-piece')).toHaveText('15,41 kg');
  await page.getByRole('button', { name: 'Projenin malzemelerine ekle' }).click();
  const target = page.getByRole('dialog', { name: 'Projenin malzemelerine ekle' });
  await target.getByRole('combobox', { name: 'Proje seçin' }).fill(project.name.slice(0, 15));
  await page.getByRole('option', { name: new RegExp(`^#${project.id} `) }).click();
  // The step is the user's choice; none files it on the project itself.
  await expect(target.getByRole('combobox', { name: 'Adım' })).toHaveText('Adımsız (proje geneli)');
  await target.getByRole('button', { name: 'Ekle' }).click();
  await expect(toast(page, 'Hesap projenin malzeme kayıtlarına eklendi')).toBeVisible();
  const activities = (await (await request.get(`/v1/activities?projectId=${project.id}&type=materials&limit=5`, { headers })).json()).activities as { title: string; metadata: { materials: { name: string; quantity: number; unit: string; cost: number }[]; totalCost: number } }[];
  const added = activities.find((a) => a.title === 'Malzeme: S235JR')!;
  // The unrounded weight is stored, so the total is the cost the page showed: 15.41344 kg × 41.25 ₺/kg = 635.80 ₺.
  expect(added.metadata.materials[0]).toMatchObject({ name: 'S235JR', unit: 'kg', cost: 41.25 });
  expect(added.metadata.materials[0]!.quantity).toBeCloseTo(15.41344, 5);
  expect(added.metadata.totalCost).toBe(635.8);
  // ...and the project page shows it among the project's own activities.
  await page.goto(`/admin/view-project/${project.id}`);
  await expect(page.getByTestId('project-level-activities').getByTestId('activity-entry').filter({ hasText: 'Malzeme: S235JR' }).first()).toBeVisible();
  // ...and the panel's 'Siparişlerde Kullanılan Malzemeler' lists the line under its project, with its cost.
  await page.goto(`${PANEL}/orders-materials`);
  await expect(page.getByRole('heading', { name: 'Siparişlerde Kullanılan Malzemeler' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Malzeme, tedarikçi veya proje ara' }).fill(project.name);
  const line = page.getByTestId('usage-table').getByRole('row').filter({ hasText: 'S235JR' }).first();
  await expect(line).toContainText('₺635,80');
  await expect(line.getByRole('link', { name: project.name })).toHaveAttribute('href', `/admin/view-project/${project.id}`);
  // ...and 'Raporlar' counts it in the month's material totals.
  await page.getByRole('link', { name: 'Raporlar' }).click();
  await page.getByRole('button', { name: 'Son 1 ay' }).click();
  await expect(page.getByTestId('report-by-material').getByRole('row').filter({ hasText: 'S235JR' }).first()).toContainText('₺');
  await expect(page.getByTestId('report-by-month').getByRole('row')).not.toHaveCount(1);
});
