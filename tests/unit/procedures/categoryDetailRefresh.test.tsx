import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { CategoryDetailDialog } from '../../../src/resources/procedures/CategoryDetailDialog';
import { ToastProvider } from '../../../src/ui/ToastProvider';

afterEach(cleanup);

const procedure = { id: 9, title: 'Ayar', description: 'Prob', categoryId: 3, categoryName: 'Bakım', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', isActive: true };
const category = { id: 3, name: 'Bakım', description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', procedures: [procedure], procedureCount: 1 };

/** One category on a fake server; every read and delete is watched. */
const serve = () => {
  const server = {
    getOne: vi.fn(async () => ({ data: category })),
    delete: vi.fn(async (_resource: string, params: { previousData: unknown }) => ({ data: params.previousData })),
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={server as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>
          <CategoryDetailDialog categoryId={3} categories={[category]} onClose={vi.fn()} />
        </ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return server;
};

describe("a category's dialog after a deletion", { timeout: 15_000 }, () => {
  it('reads the category again after one of its procedures is deleted', async () => {
    const server = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Ayar prosedürünü sil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Prosedür başarıyla silindi')).toBeInTheDocument();
    expect(server.delete).toHaveBeenCalledWith('procedures', expect.objectContaining({ id: 9 }));
    await waitFor(() => expect(server.getOne).toHaveBeenCalledTimes(2));
  });

  it('does not read a deleted category again (no 404 after the refresh)', async () => {
    const server = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Kategoriyi Sil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Evet, Sil' }));
    expect(await screen.findByText('Kategori ve prosedürleri başarıyla silindi')).toBeInTheDocument();
    expect(server.delete).toHaveBeenCalledWith('procedureCategories', expect.objectContaining({ id: 3 }));
    expect(server.getOne).toHaveBeenCalledTimes(1);
  });
});
