import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { materialCategoriesResource } from '../../../src/domain/resources/materialCategories';
import { materialSubcategoriesResource } from '../../../src/domain/resources/materialSubcategories';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { CategoryManagementPage } from '../../../src/resources/materials/categories/CategoryManagementPage';
import { adminAuth } from '../generic/adminAuth';

// Issue 23 item 5: Kategori Yönetimi is the generated list of material categories plus its slots
// (a card, a subcategory's add from the card, the subcategories in the category's dialog).

afterEach(cleanup);

const CATEGORIES = materialCategoriesResource.route;
const SUBCATEGORIES = materialSubcategoriesResource.route;
const STEEL = { id: 1, name: 'ÇELİKLER', subcategories: [{ id: 11, name: 'Takım Çelikleri', materialCount: 2 }], materialCount: 2, createdAt: '2026-01-02T09:00:00.000Z', updatedAt: null };
const PLASTICS = { id: 2, name: 'PLASTİKLER', subcategories: [], materialCount: 0, createdAt: '2026-01-02T09:00:00.000Z', updatedAt: null };
const TOOL_STEEL = { id: 11, categoryId: 1, categoryName: 'ÇELİKLER', name: 'Takım Çelikleri', materialCount: 2, createdAt: '2026-01-02T09:00:00.000Z', updatedAt: null };

const dataProvider = () => ({
  getList: vi.fn(async (resource: string) => (resource === CATEGORIES ? { data: [STEEL, PLASTICS], total: 2 } : { data: [TOOL_STEEL], total: 1 })),
  getOne: vi.fn(async (resource: string, { id }: { id: number }) => ({ data: resource === CATEGORIES ? [STEEL, PLASTICS].find((c) => c.id === Number(id)) : TOOL_STEEL })),
  getMany: vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({ data: resource === CATEGORIES ? [STEEL, PLASTICS].filter((c) => ids.includes(c.id)) : [TOOL_STEEL] })),
  create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 12, ...data } })),
  update: vi.fn(async (_r: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({ data: { ...TOOL_STEEL, ...data, id } })),
  delete: vi.fn(),
});

const renderPage = (provider: ReturnType<typeof dataProvider>) =>
  render(
    <MemoryRouter initialEntries={['/materialManagement/category-management']}>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={adminAuth} i18nProvider={i18nProvider} store={memoryStore()}>
        <CategoryManagementPage />
      </AdminContext>
    </MemoryRouter>,
  );

const cardOf = async (name: string) => (await screen.findByRole('heading', { name }, { timeout: 5000 })).closest('li')!;

describe('Kategori Yönetimi: the declaration plus its slots', () => {
  it('draws each category as a card with its subcategories, and adds a subcategory to that category from its card', async () => {
    const provider = dataProvider();
    renderPage(provider);
    expect(screen.getByRole('heading', { name: 'Kategori Yönetimi' })).toBeInTheDocument();
    const steel = await cardOf('ÇELİKLER');
    expect(within(steel).getByText('Takım Çelikleri (2)')).toBeInTheDocument();
    expect(within(await cardOf('PLASTİKLER')).getByText('Bu kategoride alt kategori yok')).toBeInTheDocument();

    await userEvent.click(within(await cardOf('PLASTİKLER')).getByRole('button', { name: 'Alt Kategori Ekle' }));
    const add = await screen.findByRole('dialog', { name: 'PLASTİKLER — Alt Kategori Ekle' });
    await userEvent.type(await within(add).findByLabelText(/^Alt Kategori Adı/, undefined, { timeout: 5000 }), 'POM');
    const listsBefore = provider.getList.mock.calls.filter(([r]) => r === CATEGORIES).length;
    await userEvent.click(within(add).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledWith(SUBCATEGORIES, expect.objectContaining({ data: expect.objectContaining({ categoryId: 2, name: 'POM' }) })));
    // The categories carry their subcategories: they are read again.
    await waitFor(() => expect(provider.getList.mock.calls.filter(([r]) => r === CATEGORIES).length).toBeGreaterThan(listsBefore));
  }, 60_000);

  it('adds a category under the panel’s words, and renames a subcategory from the category’s dialog', async () => {
    const provider = dataProvider();
    renderPage(provider);
    await cardOf('ÇELİKLER');
    await userEvent.click(screen.getByRole('button', { name: 'Yeni Kategori Ekle' }));
    const add = await screen.findByRole('dialog', { name: 'Yeni Kategori Ekle' });
    const name = await within(add).findByLabelText(/^Kategori Adı/, undefined, { timeout: 5000 });
    await userEvent.type(name, ' ');
    await userEvent.click(within(add).getByRole('button', { name: 'Kaydet' }));
    expect(await within(add).findByText('Kategori adı gereklidir')).toBeInTheDocument();
    await userEvent.type(name, 'PNÖMATİK');
    await userEvent.click(within(add).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledWith(CATEGORIES, expect.objectContaining({ data: { name: 'PNÖMATİK' } })));

    await userEvent.click(screen.getByRole('heading', { name: 'ÇELİKLER' }));
    const detail = await screen.findByRole('dialog', { name: 'ÇELİKLER' });
    const subs = within(detail).getByRole('list', { name: 'Malzeme Alt Kategorileri' });
    await userEvent.click(within(subs).getByRole('button', { name: 'Yeniden Adlandır: Takım Çelikleri' }));
    const rename = await screen.findByRole('dialog', { name: 'Alt Kategoriyi Yeniden Adlandır' });
    const subName = await within(rename).findByDisplayValue('Takım Çelikleri', undefined, { timeout: 5000 });
    await userEvent.clear(subName);
    await userEvent.type(subName, 'Kalıp Çelikleri');
    await userEvent.click(within(rename).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledWith(SUBCATEGORIES, expect.objectContaining({ id: 11, data: expect.objectContaining({ name: 'Kalıp Çelikleri' }) })));
  }, 60_000);
});
