import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test, type DemoRole } from './fixtures';
import { watchQuiet } from './quiet';
import { pagesOf } from './rolePages';

/**
 * Issue 12: every page of every role loads without a console error or a failed request, the
 * sign-in included. No failed answer is expected: the tests run without the central bank's feed
 * (RATES_URL points nowhere), and the exchange rates answer 200 with none and a note (issue 22).
 */
const EXPECTED: RegExp[] = [];

const watch = (page: Page) => {
  const problems: string[] = [];
  const expected = (url: string) => EXPECTED.some((re) => re.test(new URL(url).pathname));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // The browser's own line for a failed request names no URL: the response below does.
    if (/^Failed to load resource/.test(m.text()) && m.location().url && expected(m.location().url)) return;
    problems.push(`console: ${m.text().slice(0, 300)} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && !expected(r.url())) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    // A navigation away cancels what the last page still had in flight: that is not a failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  return problems;
};

/** After the pages a role's sidebar offers (pagesOf), the screens some roles may not open: they must send the role on without calling the screen's API. */
const GUARDED = ['/admin/dashboard/list-jobs', '/admin/dashboard/counters', '/admin/dashboard/operations', '/admin/dashboard/users', '/admin/dashboard/customers', '/admin/dashboard/suppliers', '/admin/dashboard/list-projects', '/admin/settings', '/admin/dashboard/pricing',
  '/admin/dashboard/all-payments', '/admin/dashboard/procedure-management', '/admin/materialManagement/materialdashboard', '/admin/materialManagement/list-materials'];

for (const role of [3, 4, 2, 1, 0] as DemoRole[]) {
  test(`every page of role ${role} loads without a console error or a failed request`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watch(page);
    const quiet = watchQuiet(page);
    await signIn(page, DEMO[role]);
    await expect(page).toHaveURL(/\/admin\//);
    await quiet();
    const pages = await pagesOf(page);
    expect(pages.length).toBeGreaterThan(2);
    for (const path of [...pages, ...GUARDED.filter((p) => !pages.includes(p))]) {
      await page.goto(path);
      await quiet();
      // A page that showed its error screen would be a failure too.
      await expect(page.getByText('Bir şeyler ters gitti'), path).toHaveCount(0);
    }
    expect(problems, `role ${role} visited ${pages.join(', ')}`).toEqual([]);
  });
}
