import type { Page } from '@playwright/test';

/** The pages a signed-in role's sidebar offers, its quick links and its profile. */
export const pagesOf = async (page: Page): Promise<string[]> => {
  const hrefs = await page.locator('[data-testid=sidebar-menu] a, [data-testid=sidebar-quick-links] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set([...hrefs.filter((h) => h.startsWith('/')), '/admin/profile'])];
};
