import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationsResource } from '../../../src/domain/resources/operations';
import { HttpError } from '../../../src/providers/httpClient';
import { operationsOverride } from '../../../src/resources/operations';
import { renderGeneratedList } from '../generic/renderGeneratedList';

afterEach(cleanup);

const ROUTE = operationsResource.route;
const OPERATIONS = [
  { id: 4, name: 'Frezeleme', description: 'Cep işleme', status: 'active' },
  { id: 5, name: 'Çapak Alma', description: 'Kenar temizleme', status: 'pending' },
];

/** The catalogue in memory; the Pasif filter is the passive group (inactive or pending), as the server reads it. */
const operationsServer = (remove: DataProvider['delete'] = vi.fn()) => ({
  getList: vi.fn(async (_resource: string, params: { filter: { status?: string } }) => {
    const status = params.filter.status;
    const data = OPERATIONS.filter((o) => !status || (status === 'passive' ? o.status !== 'active' : o.status === status));
    return { data, total: data.length };
  }),
  delete: remove,
});

describe('the operations page (001 section 2.6) as the generated list', { timeout: 20_000 }, () => {
  it('counts total, Aktif and Pasif (inactive and pending) by the server, shows statuses by their labels', async () => {
    const server = operationsServer();
    renderGeneratedList(operationsResource, operationsOverride, server as unknown as DataProvider);
    await waitFor(() => expect(screen.getByTestId('operation-count-passive-value')).toHaveTextContent('1'), { timeout: 5000 });
    expect(screen.getByTestId('operation-count-total-value')).toHaveTextContent('2');
    expect(screen.getByTestId('operation-count-active-value')).toHaveTextContent('1');
    expect(server.getList).toHaveBeenCalledWith(ROUTE, expect.objectContaining({ filter: { status: 'passive' } }));
    const row = (await screen.findByText('Çapak Alma')).closest('tr')!;
    expect(within(row).getByTestId('field-status')).toHaveTextContent('Pasif');
    expect(screen.getByRole('button', { name: 'Toplu Ekle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni Operasyon' })).toBeInTheDocument();
  });

  it('asks with the page’s words before deleting, and shows the server’s reason when the operation is in use', async () => {
    const refusal = new HttpError('Bu operasyon işlerde kullanıldığı için silinemez', 409, { success: false, message: 'Bu operasyon işlerde kullanıldığı için silinemez' });
    const remove = vi.fn(async () => Promise.reject(refusal)) as unknown as DataProvider['delete'];
    renderGeneratedList(operationsResource, operationsOverride, operationsServer(remove) as unknown as DataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Frezeleme' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Operasyonu Sil' });
    expect(dialog).toHaveTextContent('"Frezeleme" operasyonunu silmek istediğinizden emin misiniz?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Bu operasyon işlerde kullanıldığı için silinemez')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(ROUTE, expect.objectContaining({ id: 4 }));
  });

  it('says the spec’s words when the catalogue cannot be read', async () => {
    const server = { getList: vi.fn(async () => Promise.reject(new HttpError('', 500, {}))) };
    renderGeneratedList(operationsResource, operationsOverride, server as unknown as DataProvider);
    expect(await screen.findByText('Operasyonlar yüklenirken hata oluştu', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
