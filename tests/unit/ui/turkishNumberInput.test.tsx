// Issue 22: a declared number field took '46,20' as 4620 (type=number). It reads Turkish or refuses.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { afterEach, expect, it, vi } from 'vitest';
import { TurkishNumberInput } from '../../../src/resources/generic/TurkishNumberInput';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { validation } from '../../../src/i18n/tr/validation';

afterEach(cleanup);

const schema = z.object({ price: z.number({ error: 'Fiyat gerekli' }).max(1e6, 'Çok büyük').nullable() });

const renderForm = (record: Record<string, unknown>, onSubmit: (values: unknown) => void) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Form record={{ id: 1, ...record }} onSubmit={onSubmit} resolver={zodResolver(schema) as never}>
        <TurkishNumberInput source="price" label="Fiyat" minDecimals={2} />
        <button type="submit">Kaydet</button>
      </Form>
    </AdminContext>,
  );

const priceInput = () => document.querySelector<HTMLInputElement>('input[name="price"]')!;

it('shows the stored number in Turkish and submits what was typed the Turkish way as a number', async () => {
  const onSubmit = vi.fn();
  renderForm({ price: 295 }, onSubmit);
  expect(priceInput().value).toBe('295,00');
  await userEvent.clear(priceInput());
  await userEvent.type(priceInput(), '1.234,5');
  await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ price: 1234.5 });
  expect(priceInput().value).toBe('1.234,50');
});

it('refuses text it cannot read with the Turkish message, and does not submit it', async () => {
  const onSubmit = vi.fn();
  renderForm({ price: null }, onSubmit);
  await userEvent.type(priceInput(), '12.34');
  await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText(validation.numberUnreadable)).toBeTruthy();
  expect(priceInput().value).toBe('12.34');
  expect(onSubmit).not.toHaveBeenCalled();
});
