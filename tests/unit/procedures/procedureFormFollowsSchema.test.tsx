import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ProcedureFormDialog } from '../../../src/resources/procedures/ProcedureFormDialog';
import { ToastProvider } from '../../../src/ui/ToastProvider';

// The declared schema with a title bound changed: the dialog must enforce it with its text.
vi.mock('../../../src/domain/resources/procedures.schema', async (importOriginal) => {
  const { z } = await import('zod');
  const { procedureSchema } = await importOriginal<typeof import('../../../src/domain/resources/procedures.schema')>();
  return { procedureSchema: procedureSchema.extend({ title: z.string().trim().min(5, 'Başlık en az 5 karakter') }) };
});

afterEach(cleanup);

describe('the procedure form follows the declared schema', { timeout: 15_000 }, () => {
  it('refuses a title under the changed bound with its text, sending nothing', async () => {
    const server = { create: vi.fn(), getList: vi.fn(async () => ({ data: [{ id: 3, name: 'CNC' }], total: 1 })) };
    render(
      <MemoryRouter>
        <AdminContext dataProvider={server as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <ToastProvider>
            <ProcedureFormDialog categoryId={3} onClose={vi.fn()} />
          </ToastProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    await userEvent.type(await screen.findByLabelText(/Prosedür Başlığı/), 'Ayar');
    await userEvent.click(screen.getByRole('button', { name: 'Prosedür Ekle' }));
    expect(await screen.findByText('Başlık en az 5 karakter')).toBeInTheDocument();
    expect(server.create).not.toHaveBeenCalled();
  });
});
