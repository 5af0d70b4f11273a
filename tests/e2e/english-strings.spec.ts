import type { Page } from '@playwright/test';
import { englishDefaults, englishIn } from './englishDefaults';
import { DEMO, expect, signIn, test, type DemoRole } from './fixtures';
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

/** Opens the page's autocompletes with a text nothing matches, so their empty-list text shows; returns how many opened. */
const openAutocompletes = async (page: Page, texts: string[]): Promise<number> => {
  let opened = 0;
  const inputs = page.locator('.MuiAutocomplete-root input:visible');
  for (let i = 0; i < Math.min(await inputs.count(), 3); i++) {
    await inputs.nth(i).fill('zqxjw');
    const popup = page.locator('.MuiAutocomplete-popper');
    if (await popup.first().waitFor({ timeout: 3000 }).then(() => true, () => false)) {
      await expect(popup.locator('.MuiAutocomplete-loading')).toHaveCount(0);
      texts.push(...(await textsOf(page)));
      opened++;
    }
    await inputs.nth(i).fill('');
    await page.keyboard.press('Escape');
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
    await signIn(page, DEMO[role]);
    await expect(page).toHaveURL(/\/admin\//);
    await expect(page.getByTestId('sidebar-menu')).toBeVisible();
    const pages = await pagesOf(page);
    expect(pages.length).toBeGreaterThan(2);
    const found: string[] = [];
    let autocompletes = 0;
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
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
