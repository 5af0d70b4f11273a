import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { igesBox } from '../fixtures/models/igesBox';
import { stepAssembly, stepBox } from '../fixtures/models/stepAssembly';
import { apiToken } from './apiSession';
import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { projectFromApi } from './projectScenes';
import { watchQuiet } from './quiet';

/**
 * A project's 3D models (issue 11): upload, the viewer at the model's own address, its tools,
 * unreadable files, deletion, who sees which rows, and the viewer's code loaded only on demand.
 */

// The project's config passes --disable-gpu; WebGL needs SwiftShader for the canvas to draw.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--disable-quic', '--no-first-run'],
  },
});

type Vec3 = [number, number, number];
type UploadFile = { name: string; mimeType: string; buffer: Buffer };

const step = (name: string, text: string): UploadFile => ({ name, mimeType: 'model/step', buffer: Buffer.from(text) });

/**
 * A binary STL of an axis-aligned box, each face cut into n × n squares of two triangles
 * (12·n² triangles): 80-byte header, uint32 count, 50 bytes a triangle.
 */
const binaryStl = (size: Vec3, n: number): Buffer => {
  const triangles: number[][] = [];
  for (let k = 0; k < 3; k++) {
    for (const side of [0, 1]) {
      const [a, b] = [(k + 1) % 3, (k + 2) % 3];
      const normal = [0, 0, 0];
      normal[k] = side ? 1 : -1;
      const at = (i: number, j: number) => {
        const p = [0, 0, 0];
        p[k] = side * size[k];
        p[a] = (i / n) * size[a];
        p[b] = (j / n) * size[b];
        return p;
      };
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++) {
          const [p, q, r, s] = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
          triangles.push([...normal, ...p, ...q, ...r], [...normal, ...p, ...r, ...s]);
        }
    }
  }
  const buffer = Buffer.alloc(84 + 50 * triangles.length);
  // The header must not start with 'solid' (that is how ASCII STL begins).
  buffer.write('binary STL e2e fixture', 0, 'ascii');
  buffer.writeUInt32LE(triangles.length, 80);
  triangles.forEach((t, i) => t.forEach((v, j) => buffer.writeFloatLE(v, 84 + 50 * i + 4 * j)));
  return buffer;
};

/** A STEP the server takes (magic line, header, data) but occt cannot make a mesh of: one lone point. */
const UNREADABLE_STEP = [
  'ISO-10303-21;',
  'HEADER;',
  "FILE_DESCRIPTION(('nothing to mesh'),'2;1');",
  "FILE_NAME('bos.stp','2024-01-01T00:00:00',(''),(''),'','','');",
  "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
  'ENDSEC;',
  'DATA;',
  "#1=CARTESIAN_POINT('',(0.,0.,0.));",
  'ENDSEC;',
  'END-ISO-10303-21;',
  '',
].join('\n');

const signedIn = async (page: Page, email: string) => {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\//);
};

/** An account's bearer and id, through the API. */
const apiUser = async (request: APIRequestContext, email: string) => {
  const res = await request.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { accessToken: string; user: { id: number } };
  return { id: body.user.id, headers: { authorization: `Bearer ${body.accessToken}` } };
};


/** A model put into a project through the API (the admin's), where the upload screen is not what a test is about; answers its key. */
const modelFromApi = async (request: APIRequestContext, projectId: number, file: UploadFile): Promise<string> => {
  const headers = await apiToken(request, DEMO[3]);
  const res = await request.post('/v1/models/upload', { headers, multipart: { projectId: String(projectId), model: file } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).modelKey as string;
};

/** The model's own address, from its key 'models/<uuid>.<ext>'. */
const modelAddress = (projectId: number, key: string) => `/admin/view-project/${projectId}/models/${key.replace(/^models\//, '')}`;

const modelRow = (page: Page, name: string) => page.getByTestId('project-model').filter({ hasText: name });

/** Opens a model from its row and waits until the canvas has drawn its first frame. */
const openModel = async (page: Page, name: string): Promise<Locator> => {
  await page.getByRole('button', { name: `Görüntüle: ${name}`, exact: true }).click();
  return viewerOf(page, name);
};

const viewerOf = async (page: Page, name: string): Promise<Locator> => {
  // The dialog is named by its file.
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer.getByTestId('model-canvas')).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });
  return viewer;
};

const sizeText = (x: string, y: string, z: string) => `Boyutlar (X × Y × Z): ${x} × ${y} × ${z} mm`;

test('a master uploads four models at once: three are listed, the mislabelled one is refused; the STEP assembly and the IGES box in the viewer', async ({ page, request }) => {
  test.setTimeout(120_000);
  const project = await projectFromApi(request, 'E2E Model Yükleme', ['E2E Model Yükleme adımı']);
  await signedIn(page, DEMO[4]);
  await page.goto(`/admin/view-project/${project.id}`);
  const section = page.getByTestId('project-models');
  await expect(section).toContainText('3D Modeller');
  await expect(section).toContainText('Bu projeye henüz 3D model eklenmedi');

  // The first upload is held until the bars were seen: every accepted file has its own.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/models/upload', async (route) => {
    await held;
    await route.continue();
  });
  await section.getByTestId('project-models-input').setInputFiles([
    step('Montaj.step', stepAssembly({ parts: 24 })),
    { name: 'Kutu.stl', mimeType: 'model/stl', buffer: binaryStl([30, 20, 10], 6) },
    { name: 'Kapak.igs', mimeType: 'model/iges', buffer: Buffer.from(igesBox([40, 20, 10], 'Kapak')) },
    { name: 'Yanlis.stl', mimeType: 'model/stl', buffer: Buffer.from('hello') },
  ]);
  await expect(section.getByTestId('model-upload-progress')).toHaveCount(4);
  await expect(section.getByRole('button', { name: 'Model Yükle' })).toBeDisabled();
  release();

  // 'hello' is no STL: the server answers 415 and the toast names the file.
  await expect(page.getByRole('alert').filter({ hasText: 'Yanlis.stl: Model dosyası desteklenmiyor' })).toBeVisible();
  await expect(page.getByText('3 model yüklendi')).toBeVisible();
  await expect(section.getByTestId('model-upload-progress')).toHaveCount(0);
  await expect(section.getByTestId('project-model')).toHaveText([/Montaj\.step/, /Kutu\.stl/, /Kapak\.igs/]);
  await expect(section).not.toContainText('Bu projeye henüz 3D model eklenmedi');

  // The assembly opens at its own address.
  const viewer = await openModel(page, 'Montaj.step');
  await expect(page).toHaveURL(new RegExp(`/admin/view-project/${project.id}/models/[0-9a-f-]{36}\\.step$`));
  const tree = viewer.getByRole('tree', { name: 'Montaj ağacı' });
  const rows = tree.getByRole('treeitem');
  for (const label of ['Montaj', 'Alt Montaj', 'Civata ×6', 'Parca-4']) await expect(rows.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  // 24 boxes on a 40 mm grid; the sub-assembly's three sit 60 mm below (y from -60).
  const size = viewer.getByTestId('model-size');
  await expect(size).toHaveText(sizeText('190', '244', '24'));
  await expect(viewer.getByTestId('model-triangles')).toHaveText(/^[\d.]+ üçgen$/);

  // Hiding the sub-assembly: its box is no longer counted, y starts at 0.
  await tree.getByRole('checkbox', { name: 'Gizle: Alt Montaj', exact: true }).click();
  await expect(tree.getByRole('checkbox', { name: 'Göster: Alt Montaj', exact: true })).not.toBeChecked();
  await expect(size).toHaveText(sizeText('190', '184', '24'));
  // The top level is now partly shown.
  await expect(tree.getByRole('checkbox', { name: 'Gizle: Montaj', exact: true })).toHaveAttribute('data-indeterminate', 'true');

  // Only Parca-4 (the 5th box: 30 × 18 × 15), then everything again.
  await tree.getByRole('button', { name: 'Yalnız bunu göster: Parca-4', exact: true }).click();
  await expect(size).toHaveText(sizeText('30', '18', '15'));
  await expect(tree.getByRole('checkbox', { name: 'Göster: Civata ×6', exact: true })).toBeVisible();
  await viewer.getByRole('button', { name: 'Tümünü göster' }).click();
  await expect(size).toHaveText(sizeText('190', '244', '24'));
  await expect(tree.getByRole('checkbox', { name: 'Gizle: Alt Montaj', exact: true })).toBeChecked();

  const wireframe = viewer.getByRole('button', { name: 'Tel kafes' });
  await expect(wireframe).toHaveAttribute('aria-pressed', 'false');
  await wireframe.click();
  await expect(wireframe).toHaveAttribute('aria-pressed', 'true');
  await wireframe.click();
  await expect(wireframe).toHaveAttribute('aria-pressed', 'false');

  // The section plane along Z brings its position slider, starting half way up (24 mm high).
  await expect(viewer.getByRole('slider', { name: 'Kesit konumu' })).toHaveCount(0);
  await viewer.getByRole('combobox', { name: 'Kesit düzlemi' }).click();
  await expect(page.getByRole('option')).toHaveText(['Kesit yok', 'Kesit düzlemi: X', 'Kesit düzlemi: Y', 'Kesit düzlemi: Z']);
  await page.getByRole('option', { name: 'Kesit düzlemi: Z' }).click();
  const slider = viewer.getByRole('slider', { name: 'Kesit konumu' });
  await expect(slider).toBeVisible();
  // The mesher's floats: the bottom is 0 give or take 1e-15.
  const attribute = async (name: string) => Number(await slider.getAttribute(name));
  expect(await attribute('aria-valuemin')).toBeCloseTo(0, 6);
  expect(await attribute('aria-valuemax')).toBeCloseTo(24, 6);
  expect(await attribute('aria-valuenow')).toBeCloseTo(12, 6);

  await viewer.getByRole('button', { name: 'Kapat' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/view-project/${project.id}$`));
  await expect(viewer).toHaveCount(0);

  // The binary STL: 6 × 2 · 6² triangles.
  const stl = await openModel(page, 'Kutu.stl');
  await expect(stl.getByTestId('model-size')).toHaveText(sizeText('30', '20', '10'));
  await expect(stl.getByTestId('model-triangles')).toHaveText('432 üçgen');
  await stl.getByRole('button', { name: 'Kapat' }).click();

  const iges = await openModel(page, 'Kapak.igs');
  await expect(page).toHaveURL(/\/models\/[0-9a-f-]{36}\.igs$/);
  await expect(iges.getByTestId('model-size')).toHaveText(sizeText('40', '20', '10'));
});

test('measuring: two clicks on the model give the distance between them in millimetres', async ({ page, request }) => {
  const project = await projectFromApi(request, 'E2E Model Ölçü', ['E2E Model Ölçü adımı']);
  await modelFromApi(request, project.id, step('Blok.step', stepBox([200, 200, 200], 'Blok')));
  await signedIn(page, DEMO[4]);
  await page.goto(`/admin/view-project/${project.id}`);
  const viewer = await openModel(page, 'Blok.step');
  await expect(viewer.getByTestId('model-distance')).toHaveCount(0);

  const measure = viewer.getByRole('button', { name: 'Mesafe ölç' });
  await measure.click();
  await expect(measure).toHaveAttribute('aria-pressed', 'true');
  const distance = viewer.getByTestId('model-distance');
  await expect(distance).toHaveText('Modelde iki nokta seçin');

  // The model is fitted to the view, so the canvas's centre lies on the block.
  const canvas = viewer.getByTestId('model-canvas').locator('canvas');
  const box = (await canvas.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(cx, cy);
  await expect(distance).toHaveText('Modelde iki nokta seçin');
  await page.mouse.click(cx + 30, cy);
  await expect(distance).toHaveText(/^Mesafe: \d+(,\d{1,2})? mm$/);
  const mm = Number((await distance.textContent())!.match(/Mesafe: ([\d,]+) mm/)![1].replace(',', '.'));
  // 30 px apart on a 200 mm block filling the view: some millimetres, less than its diagonal.
  expect(mm).toBeGreaterThan(0);
  expect(mm).toBeLessThan(200 * Math.sqrt(3));

  // A third point starts a new measurement.
  await page.mouse.click(cx - 30, cy);
  await expect(distance).toHaveText('Modelde iki nokta seçin');

  // Turning the tool off hides the reading.
  await measure.click();
  await expect(distance).toHaveCount(0);
});

test('a model’s own address opens the viewer; Kapat goes back to the project, the browser’s back and forward follow', async ({ page, request }) => {
  const project = await projectFromApi(request, 'E2E Model Adresi', ['E2E Model Adresi adımı']);
  const key = await modelFromApi(request, project.id, step('Mil.step', stepBox([80, 20, 20], 'Mil')));
  const address = modelAddress(project.id, key);
  await signedIn(page, DEMO[4]);

  // Loaded directly, as a sent link would be.
  await page.goto(address);
  const viewer = await viewerOf(page, 'Mil.step');
  await expect(viewer.getByTestId('model-size')).toHaveText(sizeText('80', '20', '20'));
  await expect(viewer.getByRole('tree', { name: 'Montaj ağacı' }).getByRole('treeitem').first()).toContainText('Mil');

  await viewer.getByRole('button', { name: 'Kapat' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/view-project/${project.id}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(modelRow(page, 'Mil.step')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await viewerOf(page, 'Mil.step');
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/admin/view-project/${project.id}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A name the project does not hold: the project opens with a warning, no viewer.
  await page.goto(`/admin/view-project/${project.id}/models/00000000-0000-0000-0000-000000000000.step`);
  await expect(page.getByText('Bu model projede bulunamadı')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a file the server takes but the reader cannot mesh says so, with a retry, instead of a blank canvas', async ({ page, request }) => {
  const project = await projectFromApi(request, 'E2E Model Bozuk', ['E2E Model Bozuk adımı']);
  await modelFromApi(request, project.id, step('Bos.stp', UNREADABLE_STEP));
  await signedIn(page, DEMO[4]);
  await page.goto(`/admin/view-project/${project.id}`);
  await page.getByRole('button', { name: 'Görüntüle: Bos.stp' }).click();
  const viewer = page.getByRole('dialog', { name: 'Bos.stp' });
  const error = viewer.getByTestId('model-error');
  // Nothing was drawn: no rendered canvas, no dimensions (the canvas may stay mounted under the message).
  const unread = async () => {
    await expect(error).toBeVisible({ timeout: 30_000 });
    // With what was wrong (issue 24): occt made nothing of it.
    await expect(error).toContainText('Model yüklenirken hata oluştu: CAD çekirdeği dosyadan bir katı veya yüzey çıkaramadı');
    await expect(viewer.locator('[data-testid="model-canvas"][data-rendered="true"]')).toHaveCount(0);
    await expect(viewer.getByTestId('model-size')).toHaveCount(0);
  };
  await unread();

  // Trying again downloads and reads the file again: its download is held until the loading
  // screen was seen (routing also keeps the browser's cache out of the way).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let downloads = 0;
  await page.route(/\/v1\/models\/[0-9a-f-]{36}\.stp$/, async (route) => {
    downloads++;
    await held;
    await route.continue();
  });
  await error.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(viewer.getByTestId('model-loading')).toHaveAttribute('data-phase', 'download');
  await expect(error).toBeHidden();
  release();
  await unread();
  expect(downloads).toBe(1);
});

test('deleting a model asks first: dismissed it stays, accepted it is gone, after a reload too', async ({ page, request }) => {
  const project = await projectFromApi(request, 'E2E Model Silme', ['E2E Model Silme adımı']);
  await modelFromApi(request, project.id, step('Flans.step', stepBox([50, 50, 8], 'Flans')));
  await modelFromApi(request, project.id, step('Pim.step', stepBox([5, 5, 30], 'Pim')));
  await signedIn(page, DEMO[4]);
  await page.goto(`/admin/view-project/${project.id}`);
  await expect(page.getByTestId('project-model')).toHaveCount(2);
  const remove = page.getByRole('button', { name: 'Sil: Flans.step' });

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await remove.click();
  await expect.poll(() => asked).toEqual(['"Flans.step" modeli silinsin mi?']);
  await expect(modelRow(page, 'Flans.step')).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await remove.click();
  await expect(page.getByText('Model silindi')).toBeVisible();
  await expect(modelRow(page, 'Flans.step')).toHaveCount(0);
  await expect(page.getByTestId('project-model')).toHaveText([/Pim\.step/]);

  await page.reload();
  await expect(page.getByTestId('project-model')).toHaveText([/Pim\.step/]);
});

test('row scope: the project’s customer sees its models and opens one by its file name, deletes none the shop uploaded; another customer’s project is not found at its model’s address', async ({ page, request, playwright, baseURL }) => {
  const own = await projectFromApi(request, 'E2E Model Müşteri', ['E2E Model Müşteri adımı']);
  await modelFromApi(request, own.id, step('Govde.step', stepBox([60, 40, 30], 'Govde')));

  // Another customer, registered for this test (from a context of its own: registering signs in with a cookie).
  const anonymous = await playwright.request.newContext({ baseURL });
  const stamp = `${Date.now()}`.slice(-8);
  const registered = await anonymous.post('/v1/auth/register', {
    data: { name: 'Ece', surname: 'Başka', email: `e2e.model.${stamp}@example.com`, password: 'Yeni$ifre9', role: 0, phoneNumber: `905${stamp}9` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const other = ((await registered.json()) as { user: { id: number } }).user.id;
  await anonymous.dispose();
  const foreign = await projectFromApi(request, 'E2E Model Başka Müşteri', ['E2E Model Başka Müşteri adımı'], { oem: other });
  const foreignKey = await modelFromApi(request, foreign.id, step('Gizli.step', stepBox([10, 10, 10], 'Gizli')));

  await signedIn(page, DEMO[0]);
  await page.goto(`/admin/view-project/${own.id}`);
  await expect(modelRow(page, 'Govde.step')).toBeVisible();
  // The shop's model (the admin uploaded it): the customer reads it but is not offered its delete (issue 22).
  await expect(page.getByRole('button', { name: 'Sil: Govde.step' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Model Yükle' })).toBeVisible();
  // The README's deep link by file name opens it as its key does.
  await page.goto(`/admin/view-project/${own.id}/models/Govde.step`);
  await expect(page.getByRole('dialog')).toContainText('Govde.step');

  await page.goto(modelAddress(foreign.id, foreignKey));
  await expect(page.getByRole('heading', { name: 'Proje Bulunamadı' })).toBeVisible();
  await expect(page.getByText('Gizli.step')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a plain employee member sees the models and opens them, but has no Sil and no upload', async ({ page, request }) => {
  const project = await projectFromApi(request, 'E2E Model Üye', ['E2E Model Üye adımı']);
  await modelFromApi(request, project.id, step('Kasa.step', stepBox([70, 50, 40], 'Kasa')));
  const employee = await apiUser(request, DEMO[2]);
  const admin = await apiToken(request, DEMO[3]);
  expect((await request.put(`/v1/projects/${project.id}`, { headers: admin, data: { members: [employee.id] } })).status()).toBe(200);

  await signedIn(page, DEMO[2]);
  await page.goto(`/admin/view-project/${project.id}`);
  const row = modelRow(page, 'Kasa.step');
  await expect(row.getByRole('button', { name: 'Görüntüle: Kasa.step' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'İndir: Kasa.step' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Bağlantıyı kopyala: Kasa.step' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Sil:/ })).toHaveCount(0);
  await expect(page.getByTestId('project-models').getByRole('button', { name: 'Model Yükle' })).toHaveCount(0);

  const viewer = await openModel(page, 'Kasa.step');
  await expect(viewer.getByTestId('model-size')).toHaveText(sizeText('70', '50', '40'));
});

/** Waits until the project page has readied the viewer while idle (issue 24): the mark warmViewer.ts sets. */
const viewerWarm = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('model-viewer-warm').length > 0, undefined, { timeout: 60_000 });

test('the viewer is readied while the project page shows models: the CAD kernel only when a STEP or IGES is listed, and once a page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const bare = await projectFromApi(request, 'E2E Model Yok', ['E2E Model Yok adımı']);
  const meshes = await projectFromApi(request, 'E2E Model Yalnız STL', ['E2E Model Yalnız STL adımı']);
  await modelFromApi(request, meshes.id, { name: 'Kup.stl', mimeType: 'model/stl', buffer: binaryStl([10, 10, 10], 1) });
  const cad = await projectFromApi(request, 'E2E Model Yükleme Sırası', ['E2E Model Yükleme Sırası adımı']);
  await modelFromApi(request, cad.id, step('Birinci.step', stepBox([30, 30, 30], 'Birinci')));
  await modelFromApi(request, cad.id, step('Ikinci.step', stepBox([40, 10, 10], 'Ikinci')));

  // Requests of the page and of its workers (a dedicated worker's requests are the page's).
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const viewerCode = () => requested.filter((url) => /ModelViewer|modelWorker-|renderWorker-|cadEngine-|\.wasm/.test(url));
  const wasm = () => requested.filter((url) => new URL(url).pathname.endsWith('.wasm'));
  const workers = () => requested.filter((url) => /\/(modelWorker|renderWorker)-[\w-]+\.js/.test(url));

  // A project without models readies nothing, even once the browser is idle.
  await signedIn(page, DEMO[4]);
  // The project page holds the live change stream: 'networkidle' never comes, the quiet wait does.
  const quiet = watchQuiet(page);
  await page.goto(`/admin/view-project/${bare.id}`);
  await expect(page.getByTestId('project-models')).toContainText('Bu projeye henüz 3D model eklenmedi');
  await quiet();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(() => performance.getEntriesByName('model-viewer-warming').length)).toBe(0);
  expect(viewerCode()).toEqual([]);

  // STL only: the readers and the renderer start ahead, the CAD kernel never, not even on opening.
  await page.goto(`/admin/view-project/${meshes.id}`);
  await viewerWarm(page);
  expect(requested.some((url) => /\/modelWorker-[\w-]+\.js/.test(url))).toBe(true);
  // The drawing happens in a worker of its own, on the canvas the page handed over.
  expect(requested.some((url) => /\/renderWorker-[\w-]+\.js/.test(url))).toBe(true);
  const cube = await openModel(page, 'Kup.stl');
  await expect(cube.getByTestId('model-triangles')).toHaveText('12 üçgen');
  expect(wasm()).toEqual([]);
  expect(requested.some((url) => /cadEngine-/.test(url))).toBe(false);

  // STEP listed: the kernel is fetched while the page is idle, before any click, once.
  requested.length = 0;
  await page.goto(`/admin/view-project/${cad.id}`);
  await expect(page.getByTestId('project-model')).toHaveCount(2);
  await viewerWarm(page);
  expect(wasm()).toHaveLength(1);
  const started = workers().length;
  const first = await openModel(page, 'Birinci.step');
  await expect(first.getByTestId('model-size')).toHaveText(sizeText('30', '30', '30'));
  await first.getByRole('button', { name: 'Kapat' }).click();
  // The same readers, the kernel warm, read the second file.
  const second = await openModel(page, 'Ikinci.step');
  await expect(second.getByTestId('model-size')).toHaveText(sizeText('40', '10', '10'));
  expect(wasm()).toHaveLength(1);
  expect(workers()).toHaveLength(started);
});

/** The share of the canvas's pixels that are not its background (#EEF2F6): the model drawn. */
const drawnShare = async (canvas: Locator): Promise<number> => {
  const sharp = (await import('sharp')).default;
  const { data, info } = await sharp(await canvas.screenshot()).raw().toBuffer({ resolveWithObject: true });
  let drawn = 0;
  for (let i = 0; i < data.length; i += info.channels) if (Math.abs(data[i] - 0xee) + Math.abs(data[i + 1] - 0xf2) + Math.abs(data[i + 2] - 0xf6) > 24) drawn++;
  return drawn / (info.width * info.height);
};

test('a small STL shows its first frame at once; a STEP then an STL in the same page both draw', async ({ page, request }) => {
  test.setTimeout(90_000);
  const project = await projectFromApi(request, 'E2E Model İlk Kare', ['E2E Model İlk Kare adımı']);
  await modelFromApi(request, project.id, step('Govde.step', stepBox([60, 40, 25], 'Govde')));
  await modelFromApi(request, project.id, { name: 'Kup.stl', mimeType: 'model/stl', buffer: binaryStl([10, 20, 30], 1) });
  await signedIn(page, DEMO[4]);
  // The model files the browser asks for (the readers' downloads included).
  const modelFiles: string[] = [];
  page.on('request', (r) => /\/v1\/models\/[0-9a-f-]{36}\.(stl|stp|step)$/.test(new URL(r.url()).pathname) && modelFiles.push(r.url()));
  await page.goto(`/admin/view-project/${project.id}`);
  await viewerWarm(page);
  // Both are small: the readers downloaded them while the page was idle, and the clicks below
  // read those bytes (no request of their own).
  expect(modelFiles).toHaveLength(2);

  const step1 = await openModel(page, 'Govde.step');
  await expect(step1.getByTestId('model-size')).toHaveText(sizeText('60', '40', '25'));
  // The model fills the view: a good part of the canvas is drawn, not background.
  expect(await drawnShare(step1.getByTestId('model-canvas').locator('canvas'))).toBeGreaterThan(0.05);
  // The focus moved into the viewer (after its first frame, not in the click's task), and goes
  // back to the button that opened it on closing.
  await expect(step1).toBeFocused();
  await step1.getByRole('button', { name: 'Kapat' }).click();
  await expect(page.getByRole('button', { name: 'Görüntüle: Govde.step' })).toBeFocused();

  const stl = await openModel(page, 'Kup.stl');
  await expect(stl.getByTestId('model-triangles')).toHaveText('12 üçgen');
  await expect(stl.getByTestId('model-size')).toHaveText(sizeText('10', '20', '30'));
  expect(await drawnShare(stl.getByTestId('model-canvas').locator('canvas'))).toBeGreaterThan(0.05);
  // A modal window: the page behind is hidden from screen readers while it shows, Tab stays
  // inside, Escape closes it and the focus goes back to its button; so does a click beside it.
  await expect(page.getByRole('button', { name: 'Görüntüle: Govde.step' })).toHaveCount(0);
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  await expect(stl.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Görüntüle: Kup.stl' })).toBeFocused();
  expect(modelFiles).toHaveLength(2);
  await openModel(page, 'Kup.stl');
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Görüntüle: Kup.stl' })).toBeFocused();
});

test('a browser that cannot hand a canvas to a worker still gets the viewer, drawn in the page', async ({ page, request }) => {
  const project = await projectFromApi(request, 'E2E Model Sayfada', ['E2E Model Sayfada adımı']);
  await modelFromApi(request, project.id, step('Sayfada.step', stepBox([25, 15, 5], 'Sayfada')));
  // As an older Safari: no transferControlToOffscreen.
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  await signedIn(page, DEMO[4]);
  await page.goto(`/admin/view-project/${project.id}`);
  const viewer = await openModel(page, 'Sayfada.step');
  await expect(viewer.getByTestId('model-size')).toHaveText(sizeText('25', '15', '5'));
  expect(requested.some((url) => /\/renderWorker-[\w-]+\.js/.test(url))).toBe(false);
  expect(requested.some((url) => /\/ModelRenderer-[\w-]+\.js/.test(url))).toBe(true);

  // Picking works the same: a click on the box highlights it in the tree.
  const canvas = viewer.getByTestId('model-canvas');
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(viewer.getByRole('treeitem', { name: /Sayfada/ }).last()).toHaveAttribute('aria-selected', 'true');
  // And it has drawn the box, not a blank canvas.
  expect(await drawnShare(canvas.locator('canvas'))).toBeGreaterThan(0.05);
});
