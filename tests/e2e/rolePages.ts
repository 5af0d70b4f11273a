import type { Page } from '@playwright/test';

/**
 * The pages a signed-in role's sidebar offers, its quick links and its profile. The sidebar draws
 * once the user is read: its links are awaited, not taken from a page still loading (every demo
 * role has menu entries; on a loaded machine the list was read before it was drawn).
 */
export const pagesOf = async (page: Page): Promise<string[]> => {
  await page.locator('[data-testid=sidebar-menu] a').first().waitFor();
  await page.locator('[data-testid=sidebar-quick-links] a').first().waitFor();
  const hrefs = await page.locator('[data-testid=sidebar-menu] a, [data-testid=sidebar-quick-links] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set([...hrefs.filter((h) => h.startsWith('/')), '/admin/profile'])];
};
