import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A CSV file as the import dialog's file input and the API's multipart field take it. */
export const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** The cells of an exported CSV: UTF-8 with BOM, ';' between cells. */
export const csvRows = (text: string): string[][] => {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
};

/** The data rows of a generated list (the heading row left out). */
export const listRows = (page: Page) => page.locator('tbody').getByRole('row');

/** Clicks the list's 'Dışa aktar' and answers the downloaded file's text, named after the resource and today. */
export const exportFromList = async (page: Page, resource: string): Promise<string> => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dışa aktar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${resource}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return readFileSync((await download.path())!, 'utf8');
};

/** Opens the list's import dialog, chooses the file and asks the server to check it; answers the dialog. */
export const checkImport = async (page: Page, name: string, text: string) => {
  await page.getByRole('button', { name: 'İçe aktar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('import-file').setInputFiles(csvFile(name, text));
  await dialog.getByRole('button', { name: 'Kontrol et' }).click();
  return dialog;
};
