import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { PriceManagementPage } from '../../../src/resources/materials/prices/PriceManagementPage';
import { ToastProvider } from '../../../src/ui/ToastProvider';
import { adminAuth } from '../generic/adminAuth';
import { C45, MATERIALS, materialPanelProvider } from './materialPanelProvider';

const setMaterialPrice = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../src/resources/materials/materialPanelCalls', () => ({ setMaterialPrice, priceHistory: vi.fn(async () => []) }));

// Fiyat Yönetimi is the generated list of materials with the price slots (issue 23 item 5).

afterEach(cleanup);

const S235 = { ...C45, id: 9, name: 'S235JR', currentPricePerKg: 38.5, priceValidFrom: '2026-01-05' };

const renderPage = () => {
  const provider = materialPanelProvider([C45, S235]);
  render(
    <MemoryRouter initialEntries={['/admin/materialManagement/price-management']}>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={adminAuth} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>
          <PriceManagementPage />
        </ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
};

const rowOf = async (name: string) => (await screen.findByText(name, undefined, { timeout: 5000 })).closest<HTMLElement>('[data-testid="record-row"]')!;

describe('Fiyat Yönetimi: the material list with the price slots', () => {
  it('lists materials by name with their price per kg in force, or that none is entered, and offers no delete', async () => {
    const provider = renderPage();
    expect(within(await rowOf('S235JR')).getByText('₺38,50')).toBeInTheDocument();
    expect(within(await rowOf('C45')).getByText('Fiyat girilmemiş')).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledWith(MATERIALS, expect.objectContaining({ sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 50 } }));
    expect(screen.getByTestId('list-found')).toHaveTextContent('2 malzeme bulundu');
    expect(screen.queryByRole('button', { name: /^Sil/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Düzenle/ })).toBeNull();
  }, 30_000);

  it('sets a new price from a row, refusing a negative one with the server’s rule, and reads the list again', async () => {
    const provider = renderPage();
    await userEvent.click(within(await rowOf('S235JR')).getByRole('button', { name: 'Fiyat Gir: S235JR' }));
    const dialog = await screen.findByRole('dialog', { name: 'S235JR — Yeni Kg Fiyatı' });
    const price = within(dialog).getByLabelText(/^Kg Fiyatı/);
    expect(price).toHaveValue('38,50');
    await userEvent.clear(price);
    await userEvent.type(price, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kg fiyatı 0 veya daha büyük');
    await userEvent.clear(price);
    await userEvent.type(price, '41,25');
    const reads = provider.getList.mock.calls.filter(([r]) => r === MATERIALS).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(setMaterialPrice).toHaveBeenCalledWith(S235.id, expect.objectContaining({ pricePerKg: 41.25 })));
    await waitFor(() => expect(provider.getList.mock.calls.filter(([r]) => r === MATERIALS).length).toBeGreaterThan(reads));
  }, 30_000);
});
