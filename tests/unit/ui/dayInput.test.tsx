import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { DayInput } from '../../../src/resources/generic/DayInput';
import { i18nProvider } from '../../../src/providers/i18nProvider';

afterEach(cleanup);

it("a declared date field's input shows the stored day in Turkish and submits the typed day as YYYY-MM-DD", async () => {
  const onSubmit = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Form record={{ id: 1, deadline: '2026-12-01T09:00:00.000Z' }} onSubmit={onSubmit}>
        <DayInput source="deadline" label="Termin" />
        <button type="submit">Kaydet</button>
      </Form>
    </AdminContext>,
  );
  expect(document.querySelector<HTMLInputElement>('input[name="deadline"]')!.value).toBe('01.12.2026');
  await userEvent.click(screen.getByRole('spinbutton', { name: 'Gün' }));
  await userEvent.keyboard('15012027');
  await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ deadline: '2027-01-15' });
});
