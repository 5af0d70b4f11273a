import type { Locator, Page } from '@playwright/test';
import { apiToken } from './apiSession';
import { englishDefaults, englishIn } from './englishDefaults';
import { DEMO, expect, signIn, test, type DemoRole } from './fixtures';
import { choose } from './jobScenes';
import { watchQuiet } from './quiet';
import { pagesOf } from './rolePages';

/**
 * Issue 22: no page of any role shows one of MUI's, MUI X's or react-admin's English defaults
 * ('No options', 'Go to next page', 'Open', 'Rows per page:'...), in its text or in the labels
 * and tooltips a screen reader or a hover shows. The list comes from the installed English locales.
 */
const DEFAULTS = englishDefaults();

/** What the page shows and says: its visible text and every label, tooltip and placeholder. */
const textsOf = (page: Page) =>
  page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [aria-roledescription]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'aria-roledescription']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    return texts;
  });

const materialPanelPages = (page: Page) =>
  page.locator('nav a[href^="/admin/materialManagement/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

/**
 * Opens the autocompletes of the page (or of one dialog on it) with a text nothing matches, so
 * their empty-list text shows; returns how many opened. The listbox is portalled to the body,
 * outside the dialog: the texts are read from the whole page.
 */
const openAutocompletes = async (page: Page, texts: string[], scope: Page | Locator = page, max = 3): Promise<number> => {
  let opened = 0;
  const inputs = scope.locator('.MuiAutocomplete-root input:visible');
  for (let i = 0; i < Math.min(await inputs.count(), max); i++) {
    await inputs.nth(i).fill('zqxjw');
    const popup = page.locator('.MuiAutocomplete-popper');
    if (await popup.first().waitFor({ timeout: 3000 }).then(() => true, () => false)) {
      // A server-searched picker shows the last answer's rows until its debounced search for the
      // text comes back empty: wait for the empty-list text (a free-text field never shows one).
      await popup.locator('.MuiAutocomplete-noOptions').first().waitFor({ timeout: 3000 }).catch(() => undefined);
      await expect(popup.locator('.MuiAutocomplete-loading')).toHaveCount(0);
      texts.push(...(await textsOf(page)));
      opened++;
    }
    await inputs.nth(i).fill('');
    // One Escape closes the listbox; a dialog stays open for its next picker.
    await inputs.nth(i).press('Escape');
  }
  return opened;
};

/**
 * A sortable column's tooltip, where it has one, names the column as its header writes it:
 * react-admin's lower-first form turned 'ID' into 'iD alanına göre azalan sırala'.
 */
const oddSortLabels = (page: Page) =>
  page.locator('.MuiTableSortLabel-root').evaluateAll((labels) =>
    labels
      .map((el) => ({ header: (el as HTMLElement).innerText.trim(), label: el.getAttribute('aria-label') ?? '' }))
      .filter(({ header, label }) => header && label && label !== `${header} alanına göre artan sırala` && label !== `${header} alanına göre azalan sırala`)
      .map(({ header, label }) => `sort label of '${header}': '${label}'`),
  );

for (const role of [3, 4, 2, 1, 0] as DemoRole[]) {
  test(`no page of role ${role} shows an English default of MUI or react-admin`, async ({ page }) => {
    test.setTimeout(90_000);
    const quiet = watchQuiet(page);
    await signIn(page, DEMO[role]);
    await expect(page).toHaveURL(/\/admin\//);
    await expect(page.getByTestId('sidebar-menu')).toBeVisible();
    const pages = await pagesOf(page);
    expect(pages.length).toBeGreaterThan(2);
    const found: string[] = [];
    let autocompletes = 0;
    for (const path of pages) {
      await page.goto(path);
      await quiet();
      // The material panel has a sidebar of its own: its pages join the walk.
      pages.push(...(await materialPanelPages(page)).filter((p) => !pages.includes(p)));
      const texts = await textsOf(page);
      autocompletes += await openAutocompletes(page, texts);
      found.push(...[...englishIn(texts, DEFAULTS), ...(await oddSortLabels(page))].map((hit) => `${path}: ${hit}`));
    }
    expect(found).toEqual([]);
    // The admin's pages hold autocompletes (the weight calculation's pickers): they were opened.
    if (role === 3) expect(autocompletes).toBeGreaterThan(0);
  });
}

/**
 * The pickers that live in dialogs (the page walk above opens none): the job form's customer,
 * the weight page's job and project pickers, the activity dialog's procedure and material
 * pickers. Each dialog is opened, its listboxes are opened with a text nothing matches, and its
 * texts and the listboxes' join the check; MUI's 'No options' must show as 'Seçenek yok'.
 * The theme's trTR locale reaches them: dialogs and poppers render inside the one ThemeProvider.
 */
test('the autocompletes inside dialogs show no English default either', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await apiToken(request, DEMO[3]);
  const project = ((await (await request.get('/v1/projects?limit=1', { headers })).json()).projects as { id: number }[])[0]!;
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  const texts: string[] = [];
  const found: string[] = [];
  const walk = async (where: string, dialog: Locator, pickers: number) => {
    await expect(dialog).toBeVisible();
    const before = texts.length;
    texts.push(...(await textsOf(page)));
    expect(await openAutocompletes(page, texts, dialog, 5), `pickers opened in ${where}`).toBeGreaterThanOrEqual(pickers);
    found.push(...englishIn(texts.slice(before), DEFAULTS).map((hit) => `${where}: ${hit}`));
  };

  await page.goto('/admin/dashboard/list-jobs');
  await page.getByRole('button', { name: 'Yeni İş Ekle' }).click();
  // The customer field is free text with suggestions (freeSolo): it has no empty-list text, only its labels to check.
  await walk('job form', page.getByRole('dialog', { name: 'Yeni İş Ekle' }), 0);
  await page.keyboard.press('Escape');

  await page.goto('/admin/materialManagement/weight-calculation');
  await page.getByRole('combobox', { name: 'Malzeme' }).fill('S235JR');
  await page.getByRole('option', { name: /^S235JR/ }).click();
  for (const field of await page.getByRole('textbox', { name: /\(mm\)/ }).all()) await field.fill('10');
  for (const [button, name] of [
    ['İşin notlarına ekle', 'İşin notlarına ekle'],
    ['Projenin malzemelerine ekle', 'Projenin malzemelerine ekle'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await walk(`weight page, ${name}`, page.getByRole('dialog', { name }), 1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  await page.goto(`/admin/view-project/${project.id}`);
  await page.getByTestId('project-step').first().getByRole('button', { name: 'Aktivite Ekle' }).click();
  const add = page.getByRole('dialog', { name: 'Yeni Aktivite' });
  for (const type of ['Prosedür', 'Malzemeler']) {
    await choose(page, add, 'Tür', type);
    await walk(`activity dialog, ${type}`, add, 1);
  }

  expect(found).toEqual([]);
  // The empty listboxes were seen, in Turkish.
  expect(texts.some((t) => t.includes('Seçenek yok'))).toBe(true);
});
