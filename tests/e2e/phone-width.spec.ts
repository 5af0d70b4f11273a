import { DEMO, expect, signIn, test, type DemoRole } from './fixtures';
import { watchQuiet } from './quiet';
import { pagesOf } from './rolePages';

const PHONE = { width: 390, height: 844 };

/**
 * On a phone no page of any role is wider than the screen: what is wide (the bench board's
 * columns, a table) scrolls in its own box, and the top bar, headings and footer keep the
 * screen's width. react-admin's layout grows to its content's width by default; the bench board
 * once made every part of its page 776 px wide on a 390 px phone.
 */
for (const role of [3, 4, 2, 1, 0] as DemoRole[]) {
  test(`no page of role ${role} is wider than a phone's screen`, async ({ page }) => {
    test.setTimeout(120_000);
    const quiet = watchQuiet(page);
    await signIn(page, DEMO[role]);
    await expect(page).toHaveURL(/\/admin\//);
    // The sidebar lists the role's pages on a wide screen; a phone hides it in a drawer.
    const pages = await pagesOf(page);
    await page.setViewportSize(PHONE);
    const tooWide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await quiet();
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (extra > 0) tooWide.push(`${path}: ${extra} px`);
    }
    expect(tooWide, `role ${role} visited ${pages.join(', ')}`).toEqual([]);
  });
}
