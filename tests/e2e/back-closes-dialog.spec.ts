import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

/*
 * The browser's back closes an open dialog (on a phone the back gesture, where a form dialog fills
 * the screen) instead of leaving the page under it with what was typed; a dialog closed otherwise
 * leaves no entry behind, so back then leaves the page at once.
 */

/** The dialog's history entry is gone: it goes on the next turn after the dialog closes. */
const noDialogEntry = (page: Page) => expect.poll(() => page.evaluate(() => (history.state as { openDialog?: number } | null)?.openDialog ?? null)).toBeNull();

const onJobsAfterDashboard = async (page: Page) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/admin/dashboard/list-jobs');
  await expect(page.getByRole('heading', { name: 'İş Listesi' })).toBeVisible();
};

test('on a phone, back closes the new-job form and keeps the list; the next back leaves it', async ({ page }) => {
  await onJobsAfterDashboard(page);
  await page.getByRole('button', { name: 'Yeni İş Ekle' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni İş Ekle' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox').first().fill('Flanş');

  await page.goBack();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/dashboard\/list-jobs$/);
  await expect(page.getByRole('heading', { name: 'İş Listesi' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('forward after back closed a dialog leaves the list as it is; one back then leaves it', async ({ page }) => {
  await onJobsAfterDashboard(page);
  await page.getByRole('button', { name: 'Yeni İş Ekle' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni İş Ekle' });
  await expect(form).toBeVisible();
  await page.goBack();
  await expect(form).toHaveCount(0);

  // Forward comes to the closed dialog's entry, which has nothing to show, and passes over it.
  await page.goForward();
  await noDialogEntry(page);
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'İş Listesi' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a dialog closed by its own button takes its entry back: back then leaves the page at once', async ({ page }) => {
  await onJobsAfterDashboard(page);
  await page.getByRole('button', { name: 'Yeni İş Ekle' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni İş Ekle' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'İptal' }).click();
  await expect(form).toHaveCount(0);
  await noDialogEntry(page);
  await expect(page).toHaveURL(/\/admin\/dashboard\/list-jobs$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('back closes a confirmation opened over a dialog first, then the dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, DEMO[3]);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/materialManagement/category-management');
  // A category's dialog lists its subcategories, each with its delete question.
  await page.getByTestId('record-row').filter({ hasText: 'ÇELİKLER' }).getByRole('button').first().click();
  const category = page.getByRole('dialog');
  await expect(category).toBeVisible();
  await category.getByRole('button', { name: /^Sil: / }).first().click();
  // The one under the question is hidden from the accessibility tree while the question is open.
  const dialogs = page.getByRole('dialog', { includeHidden: true });
  await expect(dialogs).toHaveCount(2);

  await page.goBack();
  await expect(dialogs).toHaveCount(1);
  await expect(page.getByRole('dialog')).toContainText('Yapı Çelikleri');
  await page.goBack();
  await expect(dialogs).toHaveCount(0);
  await expect(page).toHaveURL(/\/category-management$/);
});
