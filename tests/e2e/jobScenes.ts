import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A small PNG photo of a part, drawn here so tests need no binary fixtures. */
export const partPhoto = async (label: string, colour: string): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1f2937"/></linearGradient></defs>
    <rect width="480" height="360" fill="url(#g)"/>
    <circle cx="240" cy="170" r="95" fill="none" stroke="#e5e7eb" stroke-width="18"/>
    <circle cx="240" cy="170" r="38" fill="#e5e7eb"/>
    <text x="240" y="330" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

/** A day as the date inputs take it, in the shop's time zone, `daysAgo` days before now. */
export const istanbulDay = (daysAgo: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - daysAgo * 86_400_000));

/** Picks an option of a MUI select by its label. */
export const choose = async (page: Page, scope: Page | Locator, label: RegExp | string, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** A toast with this text (by text: an open dialog hides the toast area from the accessibility tree). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The desktop table row of a job, by a text it shows. */
export const jobRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

export const openJobs = async (page: Page) => {
  await page.goto('/admin/dashboard/list-jobs');
  await expect(page.getByRole('heading', { name: 'İş Listesi' })).toBeVisible();
};
