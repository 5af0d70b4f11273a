import { readdirSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { apiToken } from './apiSession';
import { DEMO, expect, signIn, test } from './fixtures';
import { choose, toast } from './jobScenes';
import { checkImport, csvFile, csvRows, exportFromList, listRows } from './listScenes';
import { ThrowawayProject } from './throwawayProject';
import { ThrowawayServer } from './throwawayServer';

/*
 * Issue 7's proof that a developer adds a resource by declaring it. In a copy of this project the
 * test scaffolds a throwaway resource (aletler: tools) with `npm run new-resource`, then edits its
 * declaration, schema, texts and migration as a developer would, adding a reference to benches with
 * a filter; it typechecks what was written, builds and serves the copy, and proves the routes,
 * permissions, sidebar, generated screens and CSV transfer, none of them written for this resource.
 * Last, npm test's unit and API parts run on the copy: the tests a new declaration can change.
 */

const PORT = Number(process.env.E2E_THROWAWAY_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1);
const URL = '/admin/dashboard/aletler';
const API = '/v1/aletler';
const HEADER = ['ID', 'Ad', 'Açıklama', 'Aktif', 'Tezgah', 'Oluşturulma'];

/**
 * The unit tests a new declaration can change: those that read the declaration list or what is
 * made from it (the page list, the sidebar, the 403 page's areas), and the scaffold's own.
 */
const READS_DECLARATIONS = /domain\/resources'|adminRoutes|sidebarItems|SidebarMenu|forbidden|scripts\/newResource|server\/db\/migrations'/;
/** The API tests that walk every declaration or every route: route matrix, OpenAPI, fuzz, choice export. */
const WALKS_DECLARATIONS = /domain\/resources'|RESOURCES|apiRoutes\(/;

let project: ThrowawayProject;
let server: ThrowawayServer;
let migration: string;

/** The developer's edit: a tool sits on a bench (a reference to the declared counters), filterable in the list. */
const declareBenchReference = (p: ThrowawayProject, migration: string) => {
  p.insertAfter(
    'src/domain/resources/aletler.ts',
    'defaultValue: true },',
    "\n    { source: 'benchId', column: 'bench_id', label: f.bench, kind: 'reference', reference: 'counters', list: true, filter: true, sortable: true },",
  );
  p.insertAfter('src/domain/resources/aletler.schema.ts', 'active: z.boolean().optional(),', '\n  benchId: z.number().int().positive().nullable().optional(),');
  p.insertAfter('src/i18n/tr/aletler.ts', "active: 'Aktif', ", "bench: 'Tezgah', ");
  p.insertAfter(migration, ".addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))", "\n    .addColumn('bench_id', 'integer', (c) => c.references('counters.id').onDelete('set null'))");
};

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  project = new ThrowawayProject();
  const scaffolded = await project.exec('tsx', ['scripts/newResource.ts', 'aletler', '--label', 'Aletler']);
  const created = /created\s+(server\/db\/migrations\/\S+\.ts)/.exec(scaffolded)?.[1];
  if (!created) throw new Error(`the scaffold named no migration:\n${scaffolded}`);
  migration = created;
  declareBenchReference(project, migration);
  server = new ThrowawayServer(project.dir, PORT);
  // The scaffold's files and the edit typecheck while the copy builds and starts.
  const typechecked = project.typecheck(['src/domain/resources/index.ts', 'src/i18n/tr.ts', 'server/db/migrations/index.ts']);
  typechecked.catch(() => undefined);
  await project.exec('vite', ['build', '--logLevel', 'warn']);
  await server.start();
  await typechecked;
});

test.afterAll(async () => {
  await server?.stop();
  project?.remove();
});

const signedIn = async (page: Page, email: string) => {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\//);
};

/** Two of the demo benches, by id and name. */
const benches = async (request: APIRequestContext, headers: Record<string, string>) => {
  const { data } = await (await request.get('/v1/counters?sort=id&order=ASC', { headers })).json();
  return data.slice(0, 2) as { id: number; name: string }[];
};

test('the API: the declared routes answer the admin, 401 a stranger and 403 an employee', async ({ request }) => {
  const admin = await apiToken(request, DEMO[3]);
  const employee = await apiToken(request, DEMO[2]);
  const [bench] = await benches(request, admin);

  const created = await request.post(API, { headers: admin, data: { name: 'API Matkabı', benchId: bench!.id } });
  expect(created.status()).toBe(201);
  const { data: tool } = await created.json();
  expect(tool).toMatchObject({ name: 'API Matkabı', active: true, benchId: bench!.id });
  expect(await (await request.get(`${API}?benchId=${bench!.id}`, { headers: admin })).json()).toMatchObject({ total: 1, data: [{ id: tool.id }] });
  const short = await request.post(API, { headers: admin, data: { name: 'a' } });
  expect(short.status()).toBe(400);
  expect(await short.json()).toMatchObject({ success: false, errors: { name: 'Ad en az 2 karakter olmalıdır' } });
  expect((await request.get(`${API}/export`, { headers: admin })).headers()['content-type']).toMatch(/^text\/csv/);

  // Every declared route, called by a stranger (no token) and by an employee (no canAccessSettings).
  const calls: ((headers: Record<string, string>) => Promise<APIResponse>)[] = [
    (headers) => request.get(API, { headers }),
    (headers) => request.get(`${API}/${tool.id}`, { headers }),
    (headers) => request.post(API, { headers, data: { name: 'Yetkisiz' } }),
    (headers) => request.put(`${API}/${tool.id}`, { headers, data: { name: 'Yetkisiz' } }),
    (headers) => request.delete(`${API}/${tool.id}`, { headers }),
    (headers) => request.get(`${API}/export`, { headers }),
    (headers) => request.post(`${API}/import`, { headers, multipart: { file: csvFile('a.csv', 'Ad\nYetkisiz\n') } }),
  ];
  for (const call of calls) {
    expect((await call({})).status()).toBe(401);
    expect((await call(employee)).status()).toBe(403);
  }
  expect((await request.delete(`${API}/${tool.id}`, { headers: admin })).status()).toBe(200);
});

test('the sidebar offers Aletler to the admin and opens its generated list', async ({ page }) => {
  await signedIn(page, DEMO[3]);
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Aletler' }).click();
  await expect(page).toHaveURL((url) => url.pathname === URL);
  await expect(page.getByText('Aletler: kayıt bulunamadı')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Aktif' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tezgah' })).toBeVisible();
});

test('an employee has no Aletler entry and is refused at its URL', async ({ page }) => {
  await signedIn(page, DEMO[2]);
  await expect(page.getByTestId('sidebar-menu').getByRole('link')).toHaveText(['İş Takibi', 'Proje Takibi', 'Tezgah Ekranı']);
  await page.goto(URL);
  await expect(page).toHaveURL((url) => url.pathname === '/unauthorized');
});

test('the generated create refuses a 1-letter name with the schema’s message, then creates; edit and show follow', async ({ page, request }) => {
  const [bench] = await benches(request, await apiToken(request, DEMO[3]));
  await signedIn(page, DEMO[3]);
  await page.goto(URL);
  await page.getByRole('link', { name: 'Oluştur' }).click();
  await page.getByLabel(/^Ad\s*\*?$/).fill('a');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ad en az 2 karakter olmalıdır')).toBeVisible();

  await page.getByLabel(/^Ad\s*\*?$/).fill('Freze Ucu 12 mm');
  await page.getByLabel('Açıklama').fill('Karbür, dört ağızlı');
  await choose(page, page, 'Tezgah', bench!.name);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Kayıt başarıyla eklendi')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === URL);

  await listRows(page).filter({ hasText: 'Freze Ucu 12 mm' }).click();
  await expect(page).toHaveURL(/\/show$/);
  await expect(page.getByText('Karbür, dört ağızlı')).toBeVisible();
  await expect(page.getByText(bench!.name)).toBeVisible();
  await expect(page.getByText('Evet')).toBeVisible();
  await page.getByRole('link', { name: 'Düzenle' }).click();
  await expect(page.getByLabel(/^Ad\s*\*?$/)).toHaveValue('Freze Ucu 12 mm');
  await page.getByLabel(/^Ad\s*\*?$/).fill('Freze Ucu 10 mm');
  await page.getByLabel('Aktif').uncheck();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toast(page, 'Kayıt başarıyla güncellendi')).toBeVisible();
  await expect(listRows(page).filter({ hasText: 'Freze Ucu 10 mm' })).toContainText('Hayır');
});

test('the generated list filters by the boolean and by the bench reference; the export writes those rows', async ({ page, request }) => {
  const admin = await apiToken(request, DEMO[3]);
  const [first, second] = await benches(request, admin);
  const tools = [
    { name: 'Filtre Kalemi A', benchId: first!.id, active: true },
    { name: 'Filtre Kalemi B', benchId: second!.id, active: true },
    { name: 'Filtre Kalemi C', benchId: first!.id, active: false },
  ];
  for (const data of tools) expect((await request.post(API, { headers: admin, data })).status()).toBe(201);

  await signedIn(page, DEMO[3]);
  await page.goto(URL);
  await page.getByPlaceholder('Ara', { exact: true }).fill('Filtre');
  await expect(listRows(page)).toHaveCount(3);
  await choose(page, page, 'Aktif', 'Evet');
  await expect(listRows(page)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Tezgah' }).click();
  await page.getByRole('option', { name: first!.name }).click();
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page)).toContainText('Filtre Kalemi A');
  await expect(listRows(page)).toContainText(first!.name);

  const [header, ...rows] = csvRows(await exportFromList(page, 'aletler'));
  expect(header).toEqual(HEADER);
  expect(rows.map((r) => r.slice(1, 5))).toEqual([['Filtre Kalemi A', '', 'Evet', String(first!.id)]]);
});

test('an import with one bad row writes nothing and shows the row’s error; the corrected file imports', async ({ page, request }) => {
  const admin = await apiToken(request, DEMO[3]);
  const [bench] = await benches(request, admin);
  const total = async () => (await (await request.get(API, { headers: admin })).json()).total as number;
  const before = await total();
  const file = (secondName: string) =>
    `\uFEFF${Papa.unparse({ fields: ['Ad', 'Açıklama', 'Aktif', 'Tezgah'], data: [['İthal Pense', 'Birinci', 'Evet', String(bench!.id)], [secondName, 'İkinci', 'Hayır', ''], ['İthal Mengene', 'Üçüncü', 'Evet', String(bench!.id)]] }, { delimiter: ';' })}`;

  // Straight to the server, past the dialog's check: all or nothing.
  const refused = await request.post(`${API}/import`, { headers: admin, multipart: { file: csvFile('hatali.csv', file('x')) } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors).toEqual([{ row: 3, field: 'name', message: 'Ad en az 2 karakter olmalıdır' }]);
  expect(await total()).toBe(before);

  await signedIn(page, DEMO[3]);
  await page.goto(URL);
  let dialog = await checkImport(page, 'hatali.csv', file('x'));
  await expect(dialog.getByText('Dosyada hatalar var; hiçbir kayıt yazılmadı')).toBeVisible();
  await expect(dialog.getByTestId('import-errors').getByRole('row').nth(1)).toHaveText(['3', 'Ad', 'Ad en az 2 karakter olmalıdır'].join(''));
  await expect(dialog.getByRole('button', { name: 'İçe aktar' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'İptal' }).click();
  expect(await total()).toBe(before);

  dialog = await checkImport(page, 'duzeltilmis.csv', file('İthal Kumpas'));
  await expect(dialog.getByText('Dosya kontrol edildi, hata yok. İçe aktarmaya hazır.')).toBeVisible();
  await dialog.getByRole('button', { name: 'İçe aktar' }).click();
  await expect(toast(page, 'İçe aktarma tamamlandı: 3 kayıt eklendi, 0 kayıt güncellendi')).toBeVisible();
  await page.getByPlaceholder('Ara', { exact: true }).fill('İthal');
  await expect(listRows(page)).toHaveCount(3);
  expect(await total()).toBe(before + 3);
});

test('round trip: the exported file re-imports with 0 created and 0 updated, and exports the same again', async ({ page }) => {
  await signedIn(page, DEMO[3]);
  await page.goto(URL);
  await expect(listRows(page).first()).toBeVisible();
  const exported = await exportFromList(page, 'aletler');
  expect(csvRows(exported).length).toBeGreaterThan(5);

  const dialog = await checkImport(page, 'aletler.csv', exported);
  await expect(dialog.getByText('Dosya kontrol edildi, hata yok. İçe aktarmaya hazır.')).toBeVisible();
  await dialog.getByRole('button', { name: 'İçe aktar' }).click();
  await expect(toast(page, 'İçe aktarma tamamlandı: 0 kayıt eklendi, 0 kayıt güncellendi')).toBeVisible();
  expect(await exportFromList(page, 'aletler')).toBe(exported);
});

test('the scaffold’s migration sorts after every landed one, as Kysely runs them', () => {
  const landed = readdirSync(path.join(project.dir, 'server/db/migrations')).filter((file) => file !== 'index.ts');
  expect(landed.sort().at(-1)).toBe(path.basename(migration));
});

test('npm test’s unit and API parts pass on the copy: the tests that read the declarations or walk every route, and the scaffold’s API test', async () => {
  // Measured on two cores shared with other work (load 15): 9 unit files in 2.8 min, 7 API files
  // (1,651 tests, the route matrix and fuzz most of them) in 7 min.
  test.setTimeout(20 * 60_000);
  const unit = project.testFilesMatching('tests/unit', READS_DECLARATIONS);
  const api = project.testFilesMatching('tests/api', WALKS_DECLARATIONS);
  // The sidebar counts that failed once a resource was added, and the walks that must meet it.
  expect(unit).toEqual(expect.arrayContaining(['tests/unit/shell/sidebarItems.test.ts', 'tests/unit/shell/SidebarMenu.test.tsx', 'tests/unit/generic/sidebarFromDeclarations.test.ts']));
  expect(api).toEqual(expect.arrayContaining(['tests/api/route-matrix.test.ts', 'tests/api/openapi.test.ts', 'tests/api/fuzz-routes.test.ts']));
  await project.npmRun('test:unit', unit);
  await project.npmRun('test:api', ['tests/api/aletler.test.ts', ...api]);
});
