import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test, type DemoRole } from './fixtures';
import { watchQuiet } from './quiet';
import { pagesOf } from './rolePages';

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
];

/** How much wider than the screen the page is (0 when it fits). */
const extraWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Texts cut short with no way to read the rest: an element whose own text overflows a box that
 * hides it, carrying neither a title nor an aria-label (a tooltip gives one) to read it whole.
 */
const clippedTexts = (page: Page) =>
  page.evaluate(() => {
    const clipped: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText || el.scrollWidth <= el.clientWidth + 1) continue;
      const style = getComputedStyle(el);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      const readable = el.closest('[title], [aria-label]') !== null;
      if (hides && !readable) clipped.push(el.textContent!.trim().slice(0, 60));
    }
    return clipped;
  });

/**
 * Every page of every role fits a phone and a laptop: nothing makes the page wider than the
 * screen (a wide board or table scrolls in its own box; react-admin's layout grows to its widest
 * content by default, and the bench board once made a 390 px phone's page 776 px wide), and no
 * label is cut short unreadably ('Fiyatı Girilmi…' on the supply panel's figures, 'Son 30 günde
 * değişiklik y…' on the dashboard).
 */
for (const role of [3, 4, 2, 1, 0] as DemoRole[]) {
  test(`every page of role ${role} fits a phone and a laptop, its texts whole`, async ({ page }) => {
    test.setTimeout(180_000);
    const quiet = watchQuiet(page);
    await signIn(page, DEMO[role]);
    await expect(page).toHaveURL(/\/admin\//);
    // The sidebar lists the role's pages on a wide screen; a phone hides it in a drawer.
    const pages = await pagesOf(page);
    const problems: string[] = [];
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const path of pages) {
        await page.goto(path);
        await quiet();
        const extra = await extraWidth(page);
        if (extra > 0) problems.push(`${screen.name} ${path}: ${extra} px too wide`);
        for (const text of await clippedTexts(page)) problems.push(`${screen.name} ${path}: '${text}' cut short`);
      }
    }
    expect(problems, `role ${role} visited ${pages.join(', ')}`).toEqual([]);
  });
}
