import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { JobRecord } from '../../../src/resources/jobs/jobRecord';
import { OperationOrderEditor } from '../../../src/resources/jobs/OperationOrderEditor';
import { ToastProvider } from '../../../src/ui/ToastProvider';

// The ordered picker of a job is the generic ordered reference input with a searchable catalogue.

afterEach(cleanup);

const OPERATIONS = [
  { id: 1, name: 'Tornalama', description: 'Dış çap', status: 'active' },
  { id: 2, name: 'Frezeleme', description: 'Cep işleme', status: 'active' },
  { id: 3, name: 'Delme', description: 'Işık deliği', status: 'active' },
  { id: 4, name: 'Kaynak', description: null, status: 'inactive' },
];

const provider = () => ({
  getList: vi.fn(async (_r: string, { filter }: { filter?: { status?: string } }) => {
    const data = OPERATIONS.filter((o) => !filter?.status || o.status === filter.status);
    return { data, total: data.length };
  }),
  getMany: vi.fn(async (_r: string, { ids }: { ids: number[] }) => ({ data: OPERATIONS.filter((o) => ids.includes(o.id)) })),
  update: vi.fn(async (_r: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({ data: { id, ...data } })),
});

const JOB = { id: 5, description: 'Mil', operations: [{ _id: 4, operationId: 4, name: 'Kaynak' }], attachments: [] } as unknown as JobRecord;

const renderEditor = (data: ReturnType<typeof provider>, onClose = vi.fn()) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={data as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>
          <OperationOrderEditor job={JOB} onClose={onClose} />
        </ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('the job’s ordered operation picker (generic ordered reference input, catalogue mode)', () => {
  it('searches the active operations with Turkish letters folded, keeps an inactive one’s name, refuses a second pick and saves the order', async () => {
    const data = provider();
    const onClose = vi.fn();
    renderEditor(data, onClose);
    const catalogue = await screen.findByTestId('operation-catalogue');
    await within(catalogue).findByRole('button', { name: /^Tornalama/ });
    // The inactive operation already on the job is listed by name, but not offered.
    expect(await screen.findByText('Kaynak')).toBeInTheDocument();
    expect(within(catalogue).queryByRole('button', { name: /^Kaynak/ })).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('Operasyon ara'), 'IŞIK');
    expect(within(catalogue).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringMatching(/^Delme/)]);
    await userEvent.click(within(catalogue).getByRole('button', { name: /^Delme/ }));
    await userEvent.click(within(catalogue).getByRole('button', { name: /^Delme/ }));
    expect(await screen.findByText('Bu operasyon zaten eklenmiş')).toBeInTheDocument();
    expect(screen.getAllByTestId('ordered-operation').map((row) => row.textContent)).toEqual(['OP-1Kaynak', 'OP-2Delme']);
    await userEvent.click(screen.getByRole('button', { name: 'Yukarı taşı: Delme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sırayı Kaydet' }));
    await waitFor(() => expect(data.update).toHaveBeenCalledWith('jobs', expect.objectContaining({ id: 5, data: { operations: [3, 4] } })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses to save an empty order', async () => {
    const data = provider();
    render(
      <MemoryRouter>
        <AdminContext dataProvider={data as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <ToastProvider>
            <OperationOrderEditor job={{ ...JOB, operations: [] }} onClose={vi.fn()} />
          </ToastProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Henüz operasyon seçilmedi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sırayı Kaydet' }));
    expect(await screen.findByText('Kaydedilecek operasyon bulunmamaktadır')).toBeInTheDocument();
    expect(data.update).not.toHaveBeenCalled();
  });
});
