import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, ResourceContextProvider, ResourceDefinitionContextProvider, useRecordContext, type DataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchesResource } from '../../../src/domain/resources/benches';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { GeneratedList } from '../../../src/resources/generic/GeneratedList';
import type { ResourceOverride } from '../../../src/resources/generic/resourceOverride';
import { adminAuth } from './adminAuth';

// Issue 23 item 5: the generated list's slots (cards, stat cards, row actions, a detail dialog,
// forms in dialogs), so a spec screen is its declaration plus the slots it draws differently
// (templateDialogs.test.tsx shows them on the template modals).

afterEach(cleanup);

const ROUTE = benchesResource.route;
const BENCHES = [
  { id: 1, name: 'CNC Torna 1', status: 'Aktif', createdAt: '2026-01-02T09:00:00.000Z' },
  { id: 2, name: 'Freze 2', status: 'Pasif', createdAt: '2026-01-03T09:00:00.000Z' },
];

const benchesProvider = () => {
  const getList = vi.fn(async (_resource: string, params: { filter: Record<string, unknown> }) => {
    const data = params.filter.status ? BENCHES.filter((b) => b.status === params.filter.status) : BENCHES;
    return { data, total: data.length };
  });
  return { getList, getOne: vi.fn(), getMany: vi.fn(async () => ({ data: [] })) } as unknown as DataProvider & { getList: typeof getList };
};

/** Where the app is: a row opened in a dialog must not navigate. */
const Location = () => <output data-testid="path">{useLocation().pathname}</output>;

const renderList = (override: ResourceOverride, dataProvider: DataProvider = benchesProvider()) => {
  render(
    <MemoryRouter initialEntries={[`/${ROUTE}`]}>
      <AdminContext dataProvider={dataProvider} authProvider={adminAuth} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceDefinitionContextProvider definitions={{ [ROUTE]: { name: ROUTE, hasList: true, hasCreate: true, hasEdit: true, hasShow: true } }}>
          <ResourceContextProvider value={ROUTE}>
            <GeneratedList declaration={benchesResource} override={override} />
            <Location />
          </ResourceContextProvider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
};

const MaintenanceAction = () => {
  const record = useRecordContext();
  return <button type="button">{`Bakım: ${String(record?.name)}`}</button>;
};

describe('the generated list’s slots', () => {
  it('draws a card page: one card a record, its title and labelled fields, its actions, no table', async () => {
    renderList({ cards: true });
    const card = (await screen.findByText('CNC Torna 1', undefined, { timeout: 5000 })).closest('li')!;
    expect(within(card).getByText('Aktif')).toBeInTheDocument();
    expect(within(card).getByText(/^Durum/)).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'Düzenle' })).toHaveAttribute('href', `/${ROUTE}/1`);
    expect(within(card).getByRole('button', { name: 'Sil: CNC Torna 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  }, 20_000);

  it('puts header stat cards above the list, each counted by the server with its filter', async () => {
    const dataProvider = renderList({ stats: [{ label: 'Toplam Tezgah' }, { label: 'Aktif Tezgah', filter: { status: 'Aktif' } }] }) as ReturnType<typeof benchesProvider>;
    const active = (await screen.findByText('Aktif Tezgah', undefined, { timeout: 5000 })).parentElement!;
    await waitFor(() => expect(within(active).getByText('1')).toBeInTheDocument());
    expect(within(screen.getByText('Toplam Tezgah').parentElement!).getByText('2')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(ROUTE, expect.objectContaining({ filter: { status: 'Aktif' }, pagination: { page: 1, perPage: 1 } }));
  }, 20_000);

  it('adds the override’s row actions to every row of the table and every card', async () => {
    renderList({ rowActions: MaintenanceAction });
    expect(await screen.findByRole('button', { name: 'Bakım: CNC Torna 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bakım: Freze 2' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    cleanup();
    renderList({ rowActions: MaintenanceAction, cards: true });
    const card = (await screen.findByRole('button', { name: 'Bakım: Freze 2' }, { timeout: 5000 })).closest('li')!;
    expect(within(card).getByText('Pasif')).toBeInTheDocument();
  }, 20_000);

  it('opens a row in a detail dialog over the list, with the override’s content, and closes it', async () => {
    const Note = () => <p>{`Not: ${String(useRecordContext()?.name)}`}</p>;
    renderList({ detail: 'dialog', detailContent: Note });
    await userEvent.click(await screen.findByText('Freze 2', undefined, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Freze 2' });
    expect(within(dialog).getByText('Tezgah adı')).toBeInTheDocument();
    expect(within(dialog).getByText('Pasif')).toBeInTheDocument();
    expect(within(dialog).getByText('Not: Freze 2')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(`/${ROUTE}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('adds the override’s header buttons, and creates in a dialog under the spec’s button text', async () => {
    const BulkAdd = () => <button type="button">Toplu Ekle</button>;
    renderList({ listActions: BulkAdd, createLabel: 'Yeni Tezgah', forms: 'dialog' });
    const bulk = await screen.findByRole('button', { name: 'Toplu Ekle' }, { timeout: 5000 });
    const toolbar = bulk.closest<HTMLElement>('.RaList-actions')!;
    expect(toolbar).not.toBeNull();
    await userEvent.click(await within(toolbar).findByRole('button', { name: 'Yeni Tezgah' }));
    const create = await screen.findByRole('dialog', { name: 'Yeni kayıt' });
    expect(await within(create).findByLabelText(/^Tezgah adı/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('link', { name: 'Oluştur' })).toBeNull();
  }, 20_000);

  for (const cards of [false, true]) {
    it(`says a list has nothing yet until a search is set, then that nothing matches (${cards ? 'cards' : 'table'})`, async () => {
      const empty = benchesProvider();
      empty.getList.mockImplementation(async () => ({ data: [], total: 0 }));
      renderList({ cards, listTexts: { search: 'Tezgah ara', empty: 'Aramaya uyan tezgah yok', none: 'Henüz tezgah yok' } }, empty);
      expect(await screen.findByText('Henüz tezgah yok', undefined, { timeout: 5000 })).toBeInTheDocument();
      await userEvent.type(screen.getByRole('searchbox', { name: 'Tezgah ara' }), 'Torna');
      expect(await screen.findByText('Aramaya uyan tezgah yok', undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByText('Henüz tezgah yok')).toBeNull();
    }, 20_000);
  }
});
