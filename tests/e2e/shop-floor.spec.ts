import { BOARD_SHOWN } from '../../src/domain/shop';
import { apiToken } from './apiSession';
import { benchWithJobs, benchWithTwoOperationJob, decodeQrImage } from './shopScenes';
import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';

const VIEWPORTS = [
  { name: 'yatay', width: 1024, height: 768 },
  { name: 'dikey', width: 768, height: 1024 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`an operator works a two-operation job on the bench screen, in order (${viewport.width}×${viewport.height})`, async ({ page, request }) => {
    const { bench, jobId, first, second } = await benchWithTwoOperationJob(request);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, DEMO[2]);
    await expect(page).toHaveURL(/\/admin\//);

    // The sidebar's bench screen, then this bench.
    await page.goto('/admin/shop/bench');
    await page.getByRole('link', { name: bench.name }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/admin/shop/bench/${bench.id}`);
    await page.getByTestId(`shop-queue-${jobId}`).click();

    const firstRow = page.getByTestId(`shop-operation-${first.id}`);
    const secondRow = page.getByTestId(`shop-operation-${second.id}`);
    const start = firstRow.getByRole('button', { name: 'Başlat' });
    const box = await start.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    await start.click();
    await expect(firstRow.getByText('Çalışıyor')).toBeVisible();

    // The second may not start while the first is not finished.
    await secondRow.getByRole('button', { name: 'Başlat' }).click();
    await expect(secondRow.getByRole('alert')).toHaveText('Önceki operasyon bitmeden bu operasyon başlatılamaz.');
    await expect(secondRow.getByText('Bekliyor')).toBeVisible();

    await firstRow.getByRole('button', { name: 'Duraklat' }).click();
    await expect(firstRow.getByText('Duraklatıldı')).toBeVisible();
    await page.screenshot({ path: `test-results/shop-floor-bench-${viewport.width}x${viewport.height}.png`, fullPage: true });
    await firstRow.getByRole('button', { name: 'Bitir' }).click();
    const finish = page.getByTestId('shop-finish-dialog');
    // More than the job's 4 pieces in all: a warning, not a refusal (an operation may run over).
    await finish.getByLabel('Fire adet').fill('1');
    await expect(finish.getByTestId('shop-finish-over-order')).toHaveText('Sağlam ve fire toplamı (5) işin adedinden (4) fazla. Doğruysa Bitir’e basın.');
    await finish.getByLabel('Sağlam adet').fill('3');
    await expect(finish.getByTestId('shop-finish-over-order')).toHaveCount(0);
    await finish.getByRole('button', { name: 'Bitir' }).click();
    await expect(finish).toBeHidden();
    await expect(firstRow).toContainText('Sağlam 3 · Fire 1');
    await expect(firstRow.getByText('Bitti')).toBeVisible();
    // Its Bitir is gone: the focus went on to the next operation's Başlat, not to the page.
    await expect(secondRow.getByRole('button', { name: 'Başlat' })).toBeFocused();

    await secondRow.getByRole('button', { name: 'Başlat' }).click();
    await expect(secondRow.getByText('Çalışıyor')).toBeVisible();
    await secondRow.getByRole('button', { name: 'Bitir' }).click();
    await finish.getByRole('button', { name: 'Bitir' }).click();
    await expect(finish).toBeHidden();
    // The last operation done is the job done: it says so and leaves the bench's queue.
    await expect(page.getByText(/^Son operasyon bitti: ".*" işi tamamlandı\.$/)).toBeVisible();
    await expect(page.getByTestId(`shop-queue-${jobId}`)).toHaveCount(0);
    await expect(page.getByText('Okutulan iş bu tezgahın sırasında değil.')).toHaveCount(0);
    const headers = await apiToken(request, DEMO[3]);
    const done = (await (await request.get(`/v1/shop/jobs/${jobId}`, { headers })).json()).job as { status: string; operations: { goodQuantity: number; scrapQuantity: number }[] };
    expect(done.status).toBe('completed');
    expect(done.operations.map((o) => [o.goodQuantity, o.scrapQuantity])).toEqual([[3, 1], [4, 0]]);
    // The job's own page shows where the floor stands on each operation.
    await page.goto(`/admin/dashboard/list-jobs/${jobId}/show`);
    const shownFirst = page.getByTestId(`job-show-operation-${first.id}`);
    await expect(shownFirst).toContainText('Bitti');
    await expect(shownFirst).toContainText('Sağlam 3 · Fire 1');
    await expect(page.getByTestId(`job-show-operation-${second.id}`)).toContainText('Sağlam 4 · Fire 0');
  });
}

test('a job made by the form (no title, no operation yet) is named by its description and is not called finished', async ({ page, request }) => {
  const { bench } = await benchWithJobs(request, []);
  const headers = await apiToken(request, DEMO[3]);
  const made = await request.post('/v1/jobs', { headers, data: { description: 'Ø25 pim tornalama\nh6 tolerans', workstationId: bench.id, estimatedHours: 1 } });
  expect(made.status(), await made.text()).toBe(201);
  const jobId = (await made.json()).jobs.id as number;
  await signIn(page, DEMO[4]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/shop/bench/${bench.id}`);
  const card = page.getByTestId(`shop-queue-${jobId}`);
  await expect(card).toContainText('Ø25 pim tornalama');
  await expect(card).toContainText('Operasyon eklenmemiş');
  await expect(card).not.toContainText('Bitti');
  await card.click();
  await expect(page.getByTestId('shop-current-job').getByRole('heading', { level: 2 }).first()).toHaveText('Ø25 pim tornalama');
  await page.goto('/admin/shop/board');
  await expect(page.getByTestId(`board-job-${jobId}`)).toContainText('Ø25 pim tornalama');
});

test('the traveller prints a QR code per operation that opens it on the bench screen, after signing in', async ({ page, browser, request, baseURL }) => {
  const { bench, jobId, first, second } = await benchWithTwoOperationJob(request);
  await signIn(page, DEMO[2]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/shop/jobs/${jobId}/traveller`);
  const traveller = page.getByTestId('traveller');
  await expect(traveller).toContainText(bench.name);
  await expect(traveller).toContainText(first.name);
  await expect(page.getByRole('button', { name: 'Yazdır' })).toBeVisible();
  const urls: string[] = [];
  for (const operation of [first, second]) {
    await expect(page.getByTestId(`traveller-qr-${operation.id}`)).toBeVisible();
    const url = await decodeQrImage(page, `traveller-qr-${operation.id}`);
    expect(url).toBe(`${baseURL}/admin/shop/bench/${bench.id}?job=${jobId}&op=${operation.id}`);
    urls.push(url!);
  }
  await page.screenshot({ path: 'test-results/shop-floor-traveller.png', fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Yazdır' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A phone not signed in scans the second code: it signs in and lands on that operation.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(urls[1]!);
  await expect(phone).toHaveURL(/\/auth\/login/);
  await phone.getByLabel('E-posta').fill(DEMO[2]);
  await phone.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
  await phone.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(phone).toHaveURL((url) => url.href === urls[1]);
  await expect(phone.getByTestId(`shop-operation-${second.id}`)).toBeVisible();
  await phone.close();
});

test('a master reorders a queue by keyboard and drags a job to another bench on the bench board; an overloaded bench says so', async ({ page, request }) => {
  const a = await benchWithJobs(request, [5, 4]);
  const b = await benchWithJobs(request, [1]);
  await signIn(page, DEMO[4]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.getByRole('link', { name: 'Tezgah Panosu' }).click();
  const columnA = page.getByTestId(`board-bench-${a.bench.id}`);
  const columnB = page.getByTestId(`board-bench-${b.bench.id}`);
  await expect(columnA).toHaveAttribute('data-overloaded', 'true');
  await expect(columnA).toContainText('9 / 8 saat · Aşırı yüklü');
  await expect(columnB).not.toHaveAttribute('data-overloaded');

  const cardsOf = (column: typeof columnA) => column.locator('[data-testid^="board-job-"]');
  const saved = () => page.waitForResponse((res) => res.url().includes('/v1/shop/benches/') && res.request().method() === 'PUT');
  // Keyboard: the second job of A goes up one place (its column in view: after a long run the board holds many benches).
  await columnA.scrollIntoViewIfNeeded();
  const picked = page.getByTestId(`board-job-${a.jobIds[1]}`);
  await picked.focus();
  // Each key waits for the board's answer: the sensor listens for arrows only once the card is picked up.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(picked).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toContainText(`${a.bench.name} tezgahında 1. sıraya taşınıyor.`);
  const reordered = saved();
  await page.keyboard.press('Space');
  expect((await reordered).ok()).toBe(true);
  await expect(cardsOf(columnA).first()).toHaveAttribute('data-testid', `board-job-${a.jobIds[1]}`);

  // Pointer: A's 5-hour job onto B's column; A is no longer overloaded.
  await columnA.scrollIntoViewIfNeeded();
  await columnB.scrollIntoViewIfNeeded();
  const card = await page.getByTestId(`board-job-${a.jobIds[0]}`).boundingBox();
  const target = await columnB.boundingBox();
  const moved = saved();
  await page.mouse.move(card!.x + card!.width / 2, card!.y + card!.height / 2);
  await page.mouse.down();
  await page.mouse.move(card!.x + card!.width / 2 + 10, card!.y + card!.height / 2, { steps: 3 });
  await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height - 10, { steps: 12 });
  await page.mouse.up();
  expect((await moved).ok()).toBe(true);
  await expect(columnB.getByTestId(`board-job-${a.jobIds[0]}`)).toBeVisible();
  await expect(columnA).not.toHaveAttribute('data-overloaded');

  // B's day is shortened below its 6 queued hours: a bad figure first, refused in Turkish.
  await columnB.getByRole('button', { name: `${b.bench.name} tezgahının günlük çalışma saatini değiştir` }).click();
  const dialog = page.getByTestId('day-hours-dialog');
  const hours = dialog.getByRole('textbox', { name: 'Günlük çalışma saati' });
  await hours.fill('30');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Günlük çalışma saati 0 ile 24 arasında olmalıdır.')).toBeVisible();
  await hours.fill('5,5');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Günlük çalışma saati kaydedildi.')).toBeVisible();
  await expect(columnB).toHaveAttribute('data-overloaded', 'true');
  await expect(columnB).toContainText('6 / 5,5 saat · Aşırı yüklü');
  await page.screenshot({ path: 'test-results/shop-floor-board.png', fullPage: true });
});

test('a master starts an operation out of order with a reason; the tablet passes to an employee by PIN', async ({ page, request }) => {
  const { bench, jobId, second } = await benchWithTwoOperationJob(request);
  // The employee's PIN, set as they would on their profile.
  const employee = await apiToken(request, DEMO[2]);
  const pinSet = await request.put('/v1/users/me/pin', { headers: employee, data: { pin: '2468', currentPassword: DEMO_PASSWORD } });
  expect(pinSet.ok(), await pinSet.text()).toBe(true);
  const me = (await (await request.get('/v1/users/@me', { headers: employee })).json()).user as { name: string; surname: string };
  const employeeName = `${me.name} ${me.surname}`;

  await signIn(page, DEMO[4]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/shop/bench/${bench.id}`);
  await page.getByTestId(`shop-queue-${jobId}`).click();

  // Out of order: refused as for anyone, then a master's start with a reason of 3 characters or more.
  const secondRow = page.getByTestId(`shop-operation-${second.id}`);
  await secondRow.getByRole('button', { name: 'Başlat' }).click();
  await expect(secondRow.getByRole('alert')).toContainText('Önceki operasyon bitmeden bu operasyon başlatılamaz.');
  await secondRow.getByRole('button', { name: 'Usta Onayıyla Başlat' }).click();
  const override = page.getByTestId('shop-override-dialog');
  await override.getByLabel('Gerekçe').fill('ab');
  await override.getByRole('button', { name: 'Başlat' }).click();
  await expect(override.getByText('Gerekçe en az 3 karakter olmalıdır.')).toBeVisible();
  await override.getByLabel('Gerekçe').fill('Kesim ayrı tezgahta yapıldı');
  await override.getByRole('button', { name: 'Başlat' }).click();
  await expect(override).toBeHidden();
  await expect(secondRow.getByText('Çalışıyor')).toBeVisible();

  // The employee takes the tablet: a wrong PIN is refused, theirs signs them in.
  await page.getByRole('button', { name: 'Operatör Değiştir' }).click();
  const dialog = page.getByTestId('shop-operator-dialog');
  await dialog.getByRole('radio', { name: employeeName, exact: true }).click();
  const pin = dialog.getByRole('textbox', { name: 'PIN' });
  await pin.fill('1357');
  await dialog.getByRole('button', { name: 'Geçiş Yap' }).click();
  await expect(dialog.getByText('PIN hatalı.')).toBeVisible();
  // The right one on the pad's keys, as on a tablet.
  await dialog.getByRole('button', { name: 'Temizle' }).click();
  await expect(pin).toHaveValue('');
  for (const digit of '2468') await dialog.getByRole('button', { name: `Rakam ${digit}` }).click();
  await expect(pin).toHaveValue('2468');
  await dialog.getByRole('button', { name: 'Geçiş Yap' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Operatör değişti: ${employeeName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profil menüsü' })).toContainText(me.name);
  await expect(secondRow.getByText('Çalışıyor')).toBeVisible();
});

test('an employee sets their tablet PIN on the profile; the tablet then passes to them with it', async ({ page, browser, request }) => {
  const { bench } = await benchWithTwoOperationJob(request);
  const employee = await apiToken(request, DEMO[2]);
  const me = (await (await request.get('/v1/users/@me', { headers: employee })).json()).user as { name: string; surname: string };
  const employeeName = `${me.name} ${me.surname}`;

  // The employee, on their own device: the profile's 'Tezgah PIN Kodu'.
  const own = await browser.newPage();
  await signIn(own, DEMO[2]);
  await expect(own).toHaveURL(/\/admin\//);
  await own.goto('/admin/profile');
  const card = own.getByTestId('pin-setting-form');
  await card.getByLabel('Yeni PIN').fill('12');
  await card.getByLabel('Mevcut şifreniz').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'PIN Kaydet' }).click();
  await expect(card.getByText('PIN 4-6 rakamdan oluşmalıdır.')).toBeVisible();
  await card.getByLabel('Yeni PIN').fill('8642');
  await card.getByRole('button', { name: 'PIN Kaydet' }).click();
  await expect(own.getByText('PIN kaydedildi.')).toBeVisible();
  await expect(card.getByLabel('Yeni PIN')).toHaveValue('');
  await own.close();

  // The shared tablet, signed in as the master: 'Operatör Değiştir' with that PIN.
  await signIn(page, DEMO[4]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/shop/bench/${bench.id}`);
  await page.getByRole('button', { name: 'Operatör Değiştir' }).click();
  const dialog = page.getByTestId('shop-operator-dialog');
  await dialog.getByRole('radio', { name: employeeName, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'PIN' }).fill('8642');
  await dialog.getByRole('button', { name: 'Geçiş Yap' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Operatör değişti: ${employeeName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profil menüsü' })).toContainText(me.name);
});

test('the bench board follows what others change: a job added elsewhere and another master’s move appear without a reload', async ({ page, request }) => {
  const a = await benchWithJobs(request, [2]);
  const b = await benchWithJobs(request, [3]);
  await signIn(page, DEMO[4]);
  await expect(page).toHaveURL(/\/admin\//);
  // The board's stream is open before anything changes (a change before it would not be replayed).
  const streamOpen = page.waitForResponse((res) => res.url().includes('/v1/events') && res.status() === 200);
  await page.getByRole('link', { name: 'Tezgah Panosu' }).click();
  await streamOpen;
  const columnA = page.getByTestId(`board-bench-${a.bench.id}`);
  const columnB = page.getByTestId(`board-bench-${b.bench.id}`);
  await expect(columnA.locator('[data-testid^="board-job-"]')).toHaveCount(1);

  // The office adds a job to bench A.
  const headers = await apiToken(request, DEMO[3]);
  const added = await request.post('/v1/jobs', { headers, data: { title: 'Canlı pano işi', description: 'Pano canlı denemesi', workstationId: a.bench.id, estimatedHours: 1 } });
  expect(added.status(), await added.text()).toBe(201);
  const addedId = (await added.json()).jobs.id as number;
  await expect(columnA.getByTestId(`board-job-${addedId}`)).toBeVisible();

  // Another master moves A's first job to B's queue, after B's own.
  const moved = await request.put(`/v1/shop/benches/${b.bench.id}/queue`, { headers, data: { jobIds: [b.jobIds[0], a.jobIds[0]] } });
  expect(moved.ok(), await moved.text()).toBe(true);
  await expect(columnB.getByTestId(`board-job-${a.jobIds[0]}`)).toBeVisible();
  await expect(columnA.getByTestId(`board-job-${a.jobIds[0]}`)).toHaveCount(0);
  await expect(columnB.locator('[data-testid^="board-job-"]').last()).toHaveAttribute('data-testid', `board-job-${a.jobIds[0]}`);
});

test('a long queue shows its first jobs on the bench board, the rest on asking', async ({ page, request }) => {
  const a = await benchWithJobs(request, Array.from({ length: BOARD_SHOWN + 3 }, () => 1));
  await signIn(page, DEMO[4]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/shop/board');
  const column = page.getByTestId(`board-bench-${a.bench.id}`);
  const cards = column.locator('[data-testid^="board-job-"]');
  await expect(cards).toHaveCount(BOARD_SHOWN);
  // The hours are the whole queue's, shown or not.
  await expect(column).toContainText(`${BOARD_SHOWN + 3} / 8 saat`);
  await column.getByRole('button', { name: '3 iş daha göster' }).click();
  await expect(cards).toHaveCount(BOARD_SHOWN + 3);
  await expect(cards.last()).toHaveAttribute('data-testid', `board-job-${a.jobIds.at(-1)}`);
  await expect(column.getByRole('button', { name: /iş daha göster/ })).toHaveCount(0);
});
