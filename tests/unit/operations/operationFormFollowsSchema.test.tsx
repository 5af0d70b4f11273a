import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { OperationAddDialog } from '../../../src/resources/operations/OperationAddDialog';
import { ToastProvider } from '../../../src/ui/ToastProvider';

// The declared schema with the name's bound changed: the dialog must enforce it with its text.
vi.mock('../../../src/domain/resources/operations.schema', async (importOriginal) => {
  const { z } = await import('zod');
  const { operationSchema } = await importOriginal<typeof import('../../../src/domain/resources/operations.schema')>();
  return { operationSchema: operationSchema.extend({ name: z.string().trim().min(1, 'Operasyon adı gereklidir').max(6, 'Ad en çok 6 karakter') }) };
});

afterEach(cleanup);

describe('the operation form follows the declared schema', { timeout: 15_000 }, () => {
  it('refuses a name over the changed bound with its text, queueing and sending nothing', async () => {
    const server = { getList: async () => ({ data: [], total: 0 }), create: vi.fn() };
    render(
      <MemoryRouter>
        <AdminContext dataProvider={server as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <ToastProvider>
            <OperationAddDialog onClose={vi.fn()} />
          </ToastProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    // Pasted, not typed: one change per field keeps the test quick on a busy machine.
    await userEvent.click(await screen.findByLabelText(/Operasyon adı/));
    await userEvent.paste('Frezeleme');
    await userEvent.click(screen.getByLabelText(/Açıklama/));
    await userEvent.paste('Cep işleme');
    await userEvent.click(screen.getByRole('button', { name: 'Listeye Ekle' }));
    expect(await screen.findByText('Ad en çok 6 karakter')).toBeInTheDocument();
    expect(screen.queryByTestId('operation-queue')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(server.create).not.toHaveBeenCalled();
  });
});
