import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { procedureCategoriesResource } from '../../../src/domain/resources/procedureCategories';
import { proceduresResource } from '../../../src/domain/resources/procedures';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ProcedureManagementPage } from '../../../src/resources/procedures/ProcedureManagementPage';
import { ToastProvider } from '../../../src/ui/ToastProvider';

afterEach(cleanup);

const procedure = { id: 9, title: 'Ayar', description: 'Prob', categoryId: 3, categoryName: 'Bakım', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', isActive: true };
const category = { id: 3, name: 'Bakım', description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', procedures: [procedure], procedureCount: 1 };

/** The procedure page on a fake server holding one category; every read and delete is watched. */
const serve = () => {
  let stored = category;
  const server = {
    getList: vi.fn(async (resource: string) => (resource === procedureCategoriesResource.route ? { data: [stored], total: 1 } : { data: [procedure], total: stored.procedureCount })),
    getOne: vi.fn(async () => ({ data: stored })),
    delete: vi.fn(async (resource: string, params: { previousData: unknown }) => {
      if (resource === proceduresResource.route) stored = { ...category, procedures: [], procedureCount: 0 };
      return { data: params.previousData };
    }),
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={server as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>
          <ProcedureManagementPage />
        </ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return server;
};

const openCategory = async () => {
  // The first render of the page pays for its modules: more than the default second.
  await userEvent.click(await screen.findByRole('button', { name: 'Bakım kategorisini görüntüle' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Bakım' });
};
const categoryReads = (server: ReturnType<typeof serve>) => server.getList.mock.calls.filter(([resource]) => resource === procedureCategoriesResource.route).length;

describe("a category's dialog after a deletion", { timeout: 20_000 }, () => {
  it('reads the category again after one of its procedures is deleted, and shows it without', async () => {
    const server = serve();
    const dialog = await openCategory();
    const reads = categoryReads(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ayar prosedürünü sil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Prosedür başarıyla silindi')).toBeInTheDocument();
    expect(server.delete).toHaveBeenCalledWith(proceduresResource.route, expect.objectContaining({ id: 9 }));
    await waitFor(() => expect(categoryReads(server)).toBeGreaterThan(reads));
    expect(await within(dialog).findByText('Bu kategoride henüz prosedür yok.')).toBeInTheDocument();
  });

  it('does not read a deleted category again (no 404 after the refresh)', async () => {
    const server = serve();
    const dialog = await openCategory();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kategoriyi Sil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Evet, Sil' }));
    expect(await screen.findByText('Kategori ve prosedürleri başarıyla silindi')).toBeInTheDocument();
    expect(server.delete).toHaveBeenCalledWith(procedureCategoriesResource.route, expect.objectContaining({ id: 3 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bakım' })).not.toBeInTheDocument());
    expect(server.getOne).not.toHaveBeenCalled();
  });
});
