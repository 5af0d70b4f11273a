import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, ResourceContextProvider, ResourceDefinitionContextProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeneratedList } from '../../../src/resources/generic/GeneratedList';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { materialsDeclaration } from './materialsDeclaration';

afterEach(cleanup);

/** The list's action bar, above the filters. */
const actionsBar = () => document.querySelector<HTMLElement>('.RaList-actions')!;

const ROUTE = materialsDeclaration.route;

const dataProviderWith = () => {
  const getList = vi.fn(async (resource: string) =>
    resource === ROUTE
      ? { data: [{ id: 1, name: 'Çelik', density: 7.85, active: true, supplierId: 1 }], total: 1 }
      : { data: [{ id: 1, name: 'CNC Torna 1' }], total: 1 },
  );
  return { getList, getMany: vi.fn(async () => ({ data: [{ id: 1, name: 'CNC Torna 1' }] })) } as unknown as DataProvider & { getList: typeof getList };
};

/** A role that may read the resource; writes only when `writer`. */
const authAs = (writer: boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, role: writer ? 3 : 2 }),
  canAccess: async ({ action }) => writer || !['create', 'edit', 'delete', 'import'].includes(action),
});

const renderList = (writer: boolean) => {
  const dataProvider = dataProviderWith();
  render(
    <MemoryRouter initialEntries={[`/${ROUTE}`]}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(writer)} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceDefinitionContextProvider
          definitions={{
            [ROUTE]: { name: ROUTE, hasList: true, hasCreate: true, hasEdit: true, hasShow: true },
            'dashboard/counters': { name: 'dashboard/counters', hasList: true, recordRepresentation: 'name' },
          }}
        >
          <ResourceContextProvider value={ROUTE}>
            <GeneratedList declaration={materialsDeclaration} />
          </ResourceContextProvider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
};

describe('the generated list', () => {
  it('offers a filter for every filter field: number, Evet/Hayır sending true/false, and the referenced resource', async () => {
    const dataProvider = renderList(true);
    await screen.findByText('Çelik', undefined, { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: 'Yoğunluk' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tezgah' })).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('dashboard/counters', expect.anything()));

    await userEvent.click(screen.getByRole('combobox', { name: 'Aktif mi' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['Evet', 'Hayır']));
    await userEvent.click(screen.getByRole('option', { name: 'Hayır' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith(ROUTE, expect.objectContaining({ filter: expect.objectContaining({ active: 'false' }) })));
  }, 20_000);

  it('shows create, export and import to a writer', async () => {
    renderList(true);
    await screen.findByText('Çelik', undefined, { timeout: 5000 });
    const toolbar = actionsBar();
    expect(await within(toolbar).findByRole('button', { name: 'İçe aktar' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Dışa aktar' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('link', { name: 'Oluştur' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Düzenle' })).toBeInTheDocument();
  });

  it('shows a reader export only', async () => {
    renderList(false);
    await screen.findByText('Çelik', undefined, { timeout: 5000 });
    const toolbar = actionsBar();
    expect(await within(toolbar).findByRole('button', { name: 'Dışa aktar' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'İçe aktar' })).toBeNull();
    expect(within(toolbar).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Düzenle' })).toBeNull();
  });
});
