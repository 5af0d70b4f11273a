import type { Locator, Page } from '@playwright/test';

/** A Turkish day picker by its label: the group of its day, month and year sections. */
export const dayField = (scope: Page | Locator, label: string): Locator => scope.getByRole('group', { name: label, exact: true });

/** Types a day ('YYYY-MM-DD') into a Turkish day picker as a user does: day, month, year. */
export const typeDay = async (scope: Page | Locator, label: string, day: string) => {
  const [year, month, date] = day.split('-');
  const field = dayField(scope, label);
  await field.getByRole('spinbutton', { name: 'Gün' }).click();
  await field.page().keyboard.type(`${date}${month}${year}`);
};
