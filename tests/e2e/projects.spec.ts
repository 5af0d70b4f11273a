import type { Page } from '@playwright/test';
import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { partPhoto } from './jobScenes';
import { projectFromApi } from './projectScenes';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const signedIn = async (page: Page, email: string) => {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\//);
};

/** Picks an option of a MUI select by its label. */
const choose = async (page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};


test('an admin orders a template by drag and creates a project from it, which gets its steps in that order', async ({ page }) => {
  await signedIn(page, DEMO[3]);
  await page.goto('/admin/dashboard/list-projects');
  await page.getByRole('button', { name: 'Adım Şablonları' }).click();
  const steps = page.getByRole('dialog', { name: 'Adım Şablonları' });
  // The templates' own filters, not those of the project list under the dialog.
  await expect(steps.getByRole('searchbox')).toHaveAttribute('placeholder', 'Ara');
  await expect(steps.getByRole('combobox', { name: 'Öncelik' })).toHaveCount(0);
  for (const name of ['E2E Kesim', 'E2E Büküm']) {
    await steps.getByLabel('Adım Adı').fill(name);
    await steps.getByRole('button', { name: 'Ekle' }).click();
    await expect(steps.getByText(name, { exact: true })).toBeVisible();
  }
  await steps.getByRole('button', { name: 'Kapat' }).click();

  await page.getByRole('button', { name: 'Proje Şablonları' }).click();
  await page.getByRole('dialog', { name: 'Proje Şablonları' }).getByRole('button', { name: 'Yeni proje şablonu' }).click();
  // The dialog is named by its title: the list's, then the editor's.
  const templates = page.getByRole('dialog', { name: 'Yeni proje şablonu' });
  await templates.getByLabel('Şablon Adı').fill('E2E Sac Şablonu');
  await choose(page, templates, 'Adım ekle', 'E2E Kesim');
  await choose(page, templates, 'Adım ekle', 'E2E Büküm');
  const order = templates.getByRole('list', { name: /Seçilen/ }).getByRole('listitem');
  await expect(order).toHaveCount(2);
  // Büküm dragged above Kesim.
  await order.nth(1).dragTo(order.nth(0));
  await expect(order.nth(0)).toContainText('E2E Büküm');
  await templates.getByRole('button', { name: 'Kaydet' }).click();
  const list = page.getByRole('dialog', { name: 'Proje Şablonları' });
  await expect(list.getByText('E2E Büküm → E2E Kesim')).toBeVisible();
  await list.getByRole('button', { name: 'Kapat' }).click();

  await page.getByRole('button', { name: 'Yeni Proje' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni Proje' });
  await form.getByLabel('Proje Adı').fill('E2E Sac Kapak');
  await choose(page, form, 'Proje Şablonu', 'E2E Sac Şablonu');
  await choose(page, form, 'Proje Yöneticisi', 'Mehmet Usta');
  await choose(page, form, 'OEM', 'Can Müşteri');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Proje başarıyla oluşturuldu')).toBeVisible();
  await page.getByRole('link', { name: 'E2E Sac Kapak' }).first().click();
  await expect(page.getByRole('heading', { name: 'E2E Sac Kapak' })).toBeVisible();
  await expect(page.getByTestId('project-step')).toHaveText([/1\. E2E Büküm/, /2\. E2E Kesim/]);
});

test('advancing steps turns the bar from red to yellow to blue; a member, a note with a comment, a PDF and a file', async ({ page, request }) => {
  const project = await projectFromApi(request, 'E2E Konveyör', ['E2E Tasarım', 'E2E İmalat', 'E2E Kalite', 'E2E Teslim']);
  await signedIn(page, DEMO[4]);
  await page.goto(`/admin/view-project/${project.id}`);
  const bar = page.getByTestId('project-progress-bar');
  await expect(bar).toHaveAttribute('data-colour', 'red');
  for (const [i, colour, rgb, percent] of [[0, 'yellow', 'rgb(251, 192, 45)', '%25'], [1, 'blue', 'rgb(2, 136, 209)', '%50']] as const) {
    const step = page.getByTestId('project-step').nth(i);
    await step.getByRole('button', { name: 'Adımı Düzenle' }).click();
    await choose(page, step, 'Durum', 'Tamamlandı');
    await step.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByTestId('project-progress-value')).toHaveText(percent);
    await expect(bar).toHaveAttribute('data-colour', colour);
    // The colour drawn, not only its name: MUI's 'warning' was orange where the spec says yellow.
    await expect(bar.locator('.MuiLinearProgress-bar')).toHaveCSS('background-color', rgb);
  }
  await expect(page.getByTestId('project-completed-steps-value')).toHaveText('2');

  // The team: the manager is refused as a member; an employee is added.
  await page.getByRole('button', { name: 'Ekibi Yönet' }).click();
  const team = page.getByRole('dialog', { name: 'Ekip Üyeleri' });
  await choose(page, team, 'Kullanıcı', 'Mehmet Usta');
  await team.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText('Bu kullanıcı zaten proje yöneticisi veya müşteri olarak atanmış')).toBeVisible();
  await choose(page, team, 'Kullanıcı', 'Ali Çalışkan');
  await team.getByRole('button', { name: 'Ekle' }).click();
  await expect(team.getByText('Ekip Üyesi')).toBeVisible();
  await team.getByRole('button', { name: 'Kapat' }).click();
  await expect(page.getByTestId('members-panel')).toContainText('Ali Çalışkan');
  await expect(page.getByTestId('project-members-value')).toHaveText('3');

  // A note on the first step, and a comment on it.
  const first = page.getByTestId('project-step').first();
  await first.getByRole('button', { name: 'Aktivite Ekle' }).click();
  const add = page.getByRole('dialog', { name: 'Yeni Aktivite' });
  await add.getByLabel('Başlık').fill('Ölçü kontrolü yapıldı');
  await add.getByLabel('Etiketler (virgülle ayırın)').fill('kalite, ölçü');
  await add.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Aktivite eklendi')).toBeVisible();
  await first.getByTestId('activity-entry').filter({ hasText: 'Ölçü kontrolü yapıldı' }).click();
  // The detail dialog is named by the activity's title.
  const detail = page.getByRole('dialog').filter({ hasText: 'Yorumlar' });
  await detail.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Yorum boş olamaz')).toBeVisible();
  await detail.getByLabel('Yorum yazın').fill('Tolerans içinde');
  await detail.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Yorum eklendi')).toBeVisible();
  await expect(detail.getByTestId('comment-thread')).toContainText('Tolerans içinde');
  await detail.getByRole('button', { name: 'Kapat' }).click();

  // A PDF activity, opened in the browser's viewer from the detail.
  await first.getByRole('button', { name: 'Aktivite Ekle' }).click();
  await choose(page, add, 'Tür', 'PDF');
  await add.getByLabel('Başlık').fill('Teknik resim');
  await add.getByTestId('activity-file-input').setInputFiles({ name: 'resim.pdf', mimeType: 'application/pdf', buffer: PDF });
  // The first activity's toast must be gone, or the check below could see it instead of this one's.
  await expect(page.getByText('Aktivite eklendi')).toHaveCount(0);
  await add.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Aktivite eklendi')).toBeVisible();
  const fetched = page.waitForResponse((r) => r.url().includes('/files?file=') && r.request().method() === 'GET');
  await first.getByTestId('activity-entry').filter({ hasText: 'Teknik resim' }).click();
  // The PDF is fetched with the session, then shown from an object URL in the browser's viewer.
  const answer = await fetched;
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(Number(answer.headers()['content-length'])).toBe(PDF.length);
  await expect(detail.getByTestId('pdf-preview')).toHaveAttribute('src', /^blob:/);
  await detail.getByRole('button', { name: 'Kapat' }).click();

  // A project file: uploaded, listed with its size (a small one in Bytes, not '0.00 MB'), deleted.
  const files = page.getByTestId('project-files');
  await files.getByTestId('project-files-input').setInputFiles({ name: 'ölçüler.csv', mimeType: 'text/csv', buffer: Buffer.from('parça;ölçü\nmil;40\n') });
  await expect(files.getByText('ölçüler.csv')).toBeVisible();
  await expect(files.getByText('22 Bytes')).toBeVisible();
  await files.getByRole('button', { name: 'Sil: ölçüler.csv' }).click();
  await page.getByRole('dialog', { name: 'Dosyayı Sil' }).getByRole('button', { name: 'Sil' }).click();
  await expect(files.getByText('ölçüler.csv')).toHaveCount(0);
});

test('a customer sees their projects as cards on a phone, and nothing of another customer’s', async ({ page, request }) => {
  const headers = await apiToken(request, DEMO[3]);
  const foreign = (await (await request.post('/v1/projects', { headers, data: { name: 'E2E Başkasının Projesi' } })).json()).project;
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, DEMO[0]);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard/list-projects');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await expect(page.getByTestId('project-card').filter({ hasText: 'E2E Başkasının Projesi' })).toHaveCount(0);
  await page.goto(`/admin/view-project/${foreign.id}`);
  await expect(page.getByRole('heading', { name: 'Proje Bulunamadı' })).toBeVisible();
  await expect(page.getByText('Aradığınız proje mevcut değil.')).toBeVisible();
  await expect(page.getByText('E2E Başkasının Projesi')).toHaveCount(0);
});

test('a photo attached when the project was made shows on its page too, and opens in the viewer', async ({ page, request }) => {
  const headers = await apiToken(request, DEMO[3]);
  const uploaded = await request.post('/v1/images/upload', { headers, multipart: { image: { name: 'flans.png', mimeType: 'image/png', buffer: await partPhoto('Flanş', '#2563eb') } } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { photoKey } = (await uploaded.json()) as { photoKey: string };
  const project = await projectFromApi(request, 'E2E Fotoğraflı Proje', ['Kesim'], { attachments: [photoKey] });
  await signedIn(page, DEMO[3]);
  await page.goto(`/admin/view-project/${project.id}`);
  const strip = page.getByTestId('project-files').getByTestId('project-photo-strip');
  await expect(strip.locator('img')).toHaveCount(1);
  await strip.locator('img').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the project page shows what another user adds without a reload', async ({ page, request }) => {
  const project = await projectFromApi(request, 'E2E Canlı Proje', ['Kesim']);
  await signedIn(page, DEMO[3]);
  await page.goto(`/admin/view-project/${project.id}`);
  await expect(page.getByText('E2E Canlı Proje').first()).toBeVisible();
  const master = await apiToken(request, DEMO[4]);
  const added = await request.post('/v1/activities', { headers: master, data: { projectId: project.id, type: 'note', title: 'Usta başının canlı notu', content: 'Ölçüler kontrol edildi' } });
  expect(added.status(), await added.text()).toBe(201);
  await expect(page.getByText('Usta başının canlı notu')).toBeVisible();
});

test('a saved materials list has a line corrected in its edit dialog, without deleting it', async ({ page, request }) => {
  const project = (await projectFromApi(request, 'E2E Malzeme Düzeltme', ['Kesim'])) as { id: number; steps: { stepTemplateId: number }[] };
  const master = await apiToken(request, DEMO[4]);
  const line = { name: 'St37 sac', cost: 23.55, quantity: 1250, unit: 'kg', supplier: 'Kaya Metal' };
  const added = await request.post('/v1/activities', { headers: master, data: { projectId: project.id, stepTemplateId: project.steps[0]!.stepTemplateId, type: 'materials', title: 'Sac alımı', metadata: { materials: [line] } } });
  expect(added.status(), await added.text()).toBe(201);
  await signedIn(page, DEMO[4]);
  await page.goto(`/admin/view-project/${project.id}`);
  await page.getByTestId('activity-entry').filter({ hasText: 'Sac alımı' }).click();
  const detail = page.getByRole('dialog').filter({ hasText: 'Yorumlar' });
  await expect(detail).toContainText('1.250 kg');
  await detail.getByRole('button', { name: 'Düzenle' }).click();
  const edit = page.getByRole('dialog', { name: 'Aktiviteyi Düzenle' });
  const quantity = edit.getByRole('textbox', { name: 'Miktar' });
  await expect(quantity).toHaveValue('1.250');
  await quantity.fill('1.300');
  await expect(edit.getByTestId('materials-total')).toContainText('₺30.615,00');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Aktivite güncellendi')).toBeVisible();
  await expect(detail).toContainText('1.300 kg');
  await expect(detail).toContainText('₺30.615,00');
});
