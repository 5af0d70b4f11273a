import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { watchQuiet } from './quiet';

// The bench board's queues: dnd-kit makes each card a button (aria-pressed while held, which the board's keyboard test reads) in an <ol>.
const BOARD_QUEUE = /^<ol class="MuiBox-root [\w-]+" aria-label="[^"]+">$/;

/**
 * axe in the browser on a representative screen of each kind: no serious or critical violation
 * (unnamed inputs and progress bars, lists holding links, text under 4.5:1). The failure lists each
 * rule with the elements it caught, so a new one names itself.
 */
const problems = async (page: Page, where: string, alsoRules: string[] = []): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || alsoRules.includes(v.id))
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !(v.id === 'list' && BOARD_QUEUE.test(n.html))) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${where}: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
};

test('the sign-in screen has no serious accessibility violation', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  expect(await problems(page, 'giriş')).toEqual([]);
});

test('the admin screens and the new-job dialog have no serious accessibility violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const quiet = watchQuiet(page);
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const found: string[] = [];
  const visit = async (path: string, heading: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await quiet();
    found.push(...(await problems(page, path)));
  };
  await visit('/admin/dashboard', 'Kontrol Paneli');
  await visit('/admin/dashboard/list-jobs', 'İş Listesi');
  await page.getByTestId('record-row').first().click();
  await expect(page).toHaveURL(/\/list-jobs\/\d+\/show$/);
  await quiet();
  found.push(...(await problems(page, 'iş sayfası')));
  await visit('/admin/dashboard/list-projects', 'Projeler');
  const project = ((await (await request.get('/v1/projects?limit=1', { headers: await apiToken(request, DEMO[3]) })).json()).projects as { id: number }[])[0]!;
  await page.goto(`/admin/view-project/${project.id}`);
  await expect(page.getByTestId('project-step').first()).toBeVisible();
  await quiet();
  found.push(...(await problems(page, 'proje sayfası')));
  await visit('/admin/materialManagement/list-materials', 'Malzemeleri Listele');
  await visit('/admin/dashboard/counters', 'Tezgah Yönetimi');
  await visit('/admin/shop/board', 'Tezgah Panosu');
  await visit('/admin/dashboard/list-jobs', 'İş Listesi');
  await page.getByRole('button', { name: 'Yeni İş Ekle' }).click();
  await expect(page.getByRole('dialog', { name: 'Yeni İş Ekle' })).toBeVisible();
  found.push(...(await problems(page, 'Yeni İş Ekle')));
  expect(found).toEqual([]);
});

test('a phone list has no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const quiet = watchQuiet(page);
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/list-jobs');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await quiet();
  expect(await problems(page, 'iş listesi, 390 px')).toEqual([]);
});

test('on a phone, the card lists and the project page keep their heading levels in order', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const quiet = watchQuiet(page);
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  const found: string[] = [];
  // 'heading-order' is moderate: a card's heading one level under the page's, not two (a screen reader's list of headings).
  const visit = async (path: string, card: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator(card).first()).toBeVisible();
    await quiet();
    found.push(...(await problems(page, `${path}, 390 px`, ['heading-order'])));
  };
  for (const people of ['users', 'customers', 'suppliers']) await visit(`/admin/dashboard/${people}`, '[data-testid="user-card"]');
  await visit('/admin/materialManagement/list-materials', '[data-testid="record-row"]');
  await visit('/admin/materialManagement/supplier-offers', '[data-testid="offer-card"]');
  const project = ((await (await request.get('/v1/projects?limit=1', { headers: await apiToken(request, DEMO[3]) })).json()).projects as { id: number }[])[0]!;
  await visit(`/admin/view-project/${project.id}`, '[data-testid="project-step"]');
  expect(found).toEqual([]);
});

test('from the keyboard: Tab meets no unseen control, a sidebar link shows its focus, a dialog opens in its first field, Escape returns to the opener', async ({ page }) => {
  const quiet = watchQuiet(page);
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard/counters');
  const search = page.getByRole('searchbox', { name: 'Tezgah adına göre ara' });
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  // From the search box to the first row: every stop is on screen (the folded bulk toolbar's buttons were not).
  await search.focus();
  const unseen: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      // Seen: what the page shows at the stop's centre is the stop (a box clipped to 0 px shows what lies beneath).
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return { row: el.dataset.testid === 'record-row', name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName, seen: !!top && (el === top || el.contains(top)) };
    });
    if (!stop.seen) unseen.push(stop.name);
    if (stop.row) break;
  }
  expect(unseen).toEqual([]);
  await expect(page.getByTestId('record-row').first()).toBeFocused();

  // A sidebar link reached by Tab is ringed, not only tinted.
  await page.getByRole('link', { name: 'İş Takibi' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'İş Takibi' })).toHaveCSS('outline-style', 'solid');

  await page.goto('/admin/dashboard/list-jobs');
  const opener = page.getByRole('button', { name: 'Yeni İş Ekle' });
  // The list's toolbar is drawn again once its records arrive: the opener is focused on the settled page.
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await quiet();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Yeni İş Ekle' });
  await expect(dialog).toBeVisible();
  // Focus waits in the first field (not the dialog's frame, one Tab short of it): typing goes there.
  const first = dialog.getByRole('textbox').first();
  await expect(first).toBeFocused();
  await page.keyboard.type('Flanş');
  await expect(first).toHaveValue('Flanş');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('on a phone, the user, profile and payment dialogs open full screen in their first field, with no serious violation and their form inside the paper', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const headers = await apiToken(request, DEMO[3]);
  const benches = await (await request.get('/v1/counters?status=Aktif', { headers })).json();
  const created = await request.post('/v1/jobs', {
    headers,
    data: { description: 'E2E erişilebilirlik', customerName: `Erişim ${Date.now() % 100000}`, workstationId: benches.data[0].id, estimatedHours: 1, quantity: 2, unitPrice: 10, totalPrice: 20 },
  });
  expect(created.status()).toBe(201);
  const jobId = (await created.json()).jobs.id as number;
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  const found: string[] = [];
  // 'aria-allowed-role' is minor: a paper rendered as <form role="dialog">.
  const check = async (dialog: Locator, first: Locator, where: string) => {
    await expect(dialog).toBeVisible();
    await expect(first).toBeFocused();
    expect((await dialog.boundingBox())?.width).toBe(390);
    // Read once drawn: axe weighs text mid fade-in (and the opener's hover tooltip, left up by the
    // click, fading out) as faint, by timing alone.
    await page.mouse.move(195, 600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
    found.push(...(await problems(page, `${where}, 390 px`, ['aria-allowed-role'])));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };

  await page.goto('/admin/dashboard/users');
  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  const add = page.getByRole('dialog', { name: 'Yeni Kullanıcı Ekle' });
  await check(add, add.getByLabel('Ad', { exact: true }), 'Yeni Kullanıcı Ekle');
  await page.getByTestId('user-card').first().getByRole('button', { name: 'Düzenle' }).click();
  const edit = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
  await check(edit, edit.getByLabel('Ad', { exact: true }), 'Kullanıcıyı Düzenle');

  await page.goto('/admin/profile');
  await page.getByRole('button', { name: 'Profili Düzenle' }).click();
  const profile = page.getByRole('dialog', { name: 'Profili Düzenle' });
  await check(profile, profile.getByLabel('Ad', { exact: true }), 'Profili Düzenle');

  await page.goto('/admin/dashboard/pricing');
  const pending = page.getByTestId('pending-payments').locator(`[data-job-id="${jobId}"]`);
  await pending.getByTestId('edit-price').click();
  const price = page.getByRole('dialog');
  await check(price, price.getByLabel('Birim Fiyat (₺)'), 'Fiyat Düzenle');
  await pending.getByTestId('mark-paid').click();
  const pay = page.getByRole('dialog', { name: 'Ödeme Onayı' });
  await check(pay, pay.getByRole('combobox', { name: /Ödeme Yöntemi/ }), 'Ödeme Onayı');
  expect(found).toEqual([]);
});

test('from the keyboard, Enter on a file button opens the file chooser (project files, models, the import)', async ({ page, request }) => {
  const quiet = watchQuiet(page);
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  // MUI's `component="label"` button was a <label role="button">: Enter ran its onClick, never the label's input.
  const opensChooser = async (button: ReturnType<Page['getByRole']>, inputTestId: string) => {
    // The page drawn again once its reads arrive would take the focus away: pressed on the settled page.
    await expect(button).toBeVisible();
    await quiet();
    // The file input's own click is what opens the chooser: noted, and the chooser kept shut.
    await page.getByTestId(inputTestId).evaluate((input) =>
      input.addEventListener('click', (e) => {
        e.preventDefault();
        input.dataset.opened = 'yes';
      }),
    );
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(inputTestId)).toHaveAttribute('data-opened', 'yes');
  };
  const project = ((await (await request.get('/v1/projects?limit=1', { headers: await apiToken(request, DEMO[3]) })).json()).projects as { id: number }[])[0]!;
  await page.goto(`/admin/view-project/${project.id}`);
  await opensChooser(page.getByRole('button', { name: 'Dosya Yükle' }), 'project-files-input');
  await opensChooser(page.getByRole('button', { name: 'Model Yükle' }), 'project-models-input');
  await page.goto('/admin/dashboard/counters');
  await page.getByRole('button', { name: 'İçe aktar' }).click();
  await opensChooser(page.getByRole('dialog').getByRole('button', { name: 'CSV dosyası seç' }), 'import-file');
});
