import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, useCreate, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentJobsWidget } from '../../../src/custom/admin/dashboard/RecentJobsWidget';
import { HttpError } from '../../../src/providers/httpClient';
import { i18nProvider } from '../../../src/providers/i18nProvider';

afterEach(cleanup);

const job = (id: number, title: string) => ({ id, title, description: 'Mil', customer: 'Acme', customerName: 'Acme', status: 'pending', estimatedHours: 2 });

/** A job created elsewhere on the page, through the declared resource. */
const NewJobButton = () => {
  const [create] = useCreate();
  return <button onClick={() => void create('jobs', { data: { description: 'Flanş' } })}>Yeni iş</button>;
};

const renderWidget = (dataProvider: Record<string, unknown>) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <RecentJobsWidget />
        <NewJobButton />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the dashboard’s recent jobs', () => {
  it('reads the first 3 jobs through the declared resource, newest first, and follows a job created on the page', async () => {
    let rows = [job(2, 'Kapak'), job(1, 'Mil')];
    const getList = vi.fn(async () => ({ data: rows, total: rows.length + 10 }));
    const create = vi.fn(async () => {
      rows = [job(3, 'Flanş'), ...rows];
      return { data: rows[0]! };
    });
    renderWidget({ getList, create });
    const table = await screen.findByTestId('dashboard-jobs');
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([expect.stringContaining('Kapak'), expect.stringContaining('Mil')]);
    expect(getList).toHaveBeenCalledWith('jobs', expect.objectContaining({ pagination: { page: 1, perPage: 3 }, sort: { field: 'createdAt', order: 'DESC' } }));
    expect(screen.getByTestId('all-jobs-link')).toHaveTextContent('Tüm İşleri Gör (12)');
    await userEvent.click(screen.getByRole('button', { name: 'Yeni iş' }));
    await waitFor(() => expect(within(screen.getByTestId('dashboard-jobs')).getByText('Flanş')).toBeInTheDocument());
    expect(screen.getByTestId('all-jobs-link')).toHaveTextContent('Tüm İşleri Gör (13)');
  });

  it('is simply empty without the jobs area (404)', async () => {
    renderWidget({ getList: vi.fn(async () => Promise.reject(new HttpError('Bulunamadı', 404, {}))) });
    expect(await screen.findByText('Henüz iş bulunmuyor')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
