import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { MaterialListPage } from '../../../src/resources/materials/list/MaterialListPage';
import { adminAuth } from '../generic/adminAuth';
import { C45, CATEGORIES, MATERIALS, SUBCATEGORIES, materialPanelProvider } from './materialPanelProvider';

// Issue 23 item 5: Malzemeleri Listele is the generated list of materials plus its slots (the count,
// the category filter, pages of 50 with Önceki / Sonraki, the add and edit modals' inputs and refusal).

afterEach(cleanup);

const renderAt = (path: string, provider: ReturnType<typeof materialPanelProvider>) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={adminAuth} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/admin/materialManagement/list-materials" element={<MaterialListPage />} />
          <Route path="/admin/materialManagement/add-material" element={<MaterialListPage adding />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

const subcategory = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /^Alt Kategori/ });

const choose = async (dialog: HTMLElement, label: RegExp, option: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Malzemeleri Listele: the declaration plus its slots', () => {
  it('counts what the server found, pages by 50 with page / total, and filters by category with Tüm Kategoriler', async () => {
    const provider = materialPanelProvider();
    renderAt('/admin/materialManagement/list-materials', provider);
    await waitFor(() => expect(screen.getByTestId('list-found')).toHaveTextContent('1 malzeme bulundu'), { timeout: 5000 });
    expect(screen.getByTestId('material-page')).toHaveTextContent('1 / 1');
    expect(provider.getList).toHaveBeenCalledWith(MATERIALS, expect.objectContaining({ pagination: { page: 1, perPage: 50 } }));
    expect(within(screen.getByTestId('record-row')).getByText('Takım Çelikleri')).toBeInTheDocument();
    // The declared number the Turkish way, to its declared two decimals.
    expect(within(screen.getByTestId('record-row')).getByText('7,70')).toBeInTheDocument();
    // The spec's one filter: the category, not the subcategory the API also takes.
    expect(screen.queryByRole('combobox', { name: /Alt Kategori/ })).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Kategori filtresi' }));
    expect(await screen.findByRole('option', { name: 'Tüm Kategoriler' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'PNÖMATİK' }));
    await waitFor(() => expect(screen.getByTestId('list-found')).toHaveTextContent('0 malzeme bulundu'));
    expect(provider.getList).toHaveBeenLastCalledWith(MATERIALS, expect.objectContaining({ filter: expect.objectContaining({ categoryId: 2 }) }));
    expect(screen.getByText('Malzeme bulunamadı')).toBeInTheDocument();
  }, 60_000);

  it('opens Malzeme Ekle with its form: the subcategory waits for a category, a refused submit says so once on top, then it adds', async () => {
    const provider = materialPanelProvider();
    renderAt('/admin/materialManagement/add-material', provider);
    const add = await screen.findByRole('dialog', { name: 'Yeni Malzeme Ekle' });
    await waitFor(() => expect(subcategory(add)).toHaveAttribute('aria-disabled', 'true'), { timeout: 5000 });
    expect(within(add).getByText('Önce kategori seçin')).toBeInTheDocument();

    await userEvent.click(within(add).getByRole('button', { name: 'Ekle' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent('Lütfen tüm alanları doldurunuz!');
    expect(provider.create).not.toHaveBeenCalled();

    await userEvent.type(within(add).getByLabelText(/^Malzeme Adı/), 'S235JR');
    await choose(add, /^Kategori/, 'ÇELİKLER');
    await waitFor(() => expect(subcategory(add)).not.toHaveAttribute('aria-disabled'));
    // Only the chosen category's subcategories are offered.
    await userEvent.click(subcategory(add));
    expect(await screen.findByRole('option', { name: 'Takım Çelikleri' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Hortumlar' })).toBeNull();
    expect(provider.getList).toHaveBeenCalledWith(SUBCATEGORIES, expect.objectContaining({ filter: { categoryId: 1 } }));
    await userEvent.click(screen.getByRole('option', { name: 'Takım Çelikleri' }));
    await userEvent.type(within(add).getByLabelText(/^Yoğunluk/), '7,85');
    await userEvent.click(within(add).getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledWith(MATERIALS, expect.objectContaining({ data: { name: 'S235JR', categoryId: 1, subCategoryId: 3, density: 7.85 } })));
  }, 60_000);

  it('empties the subcategory when the edit changes the category, and refuses to save without one', async () => {
    const provider = materialPanelProvider();
    renderAt('/admin/materialManagement/list-materials', provider);
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: C45' }, { timeout: 5000 }));
    const edit = await screen.findByRole('dialog', { name: 'Malzemeyi Düzenle' });
    await waitFor(() => expect(subcategory(edit)).toHaveTextContent('Takım Çelikleri'), { timeout: 5000 });

    await choose(edit, /^Kategori/, 'PNÖMATİK');
    await waitFor(() => expect(subcategory(edit)).not.toHaveTextContent('Takım Çelikleri'));
    await userEvent.click(within(edit).getByRole('button', { name: 'Kaydet' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent('Lütfen tüm alanları doldurunuz!');
    expect(provider.update).not.toHaveBeenCalled();

    await choose(edit, /^Alt Kategori/, 'Hortumlar');
    await userEvent.click(within(edit).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledWith(MATERIALS, expect.objectContaining({ id: C45.id, data: expect.objectContaining({ categoryId: 2, subCategoryId: 4 }) })));
    expect(provider.getList).toHaveBeenCalledWith(CATEGORIES, expect.anything());
  }, 60_000);
});
