// Issue 22: a generated number filter reads Turkish input and sends nothing it cannot read.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, ResourceContextProvider, ResourceDefinitionContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { GeneratedList } from '../../../src/resources/generic/GeneratedList';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { validation } from '../../../src/i18n/tr/validation';
import { materialsDeclaration } from './materialsDeclaration';

afterEach(cleanup);

const ROUTE = materialsDeclaration.route;

it('a number filter sends 7,85 as 7.85, and nothing while its text (7.8) cannot be read', async () => {
  const getList = vi.fn(async (resource: string) => (resource === ROUTE ? { data: [{ id: 1, name: 'Çelik', density: 7.85 }], total: 1 } : { data: [], total: 0 }));
  const dataProvider = { getList, getMany: vi.fn(async () => ({ data: [] })) } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[`/${ROUTE}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceDefinitionContextProvider definitions={{ [ROUTE]: { name: ROUTE, hasList: true }, 'dashboard/counters': { name: 'dashboard/counters', hasList: true } }}>
          <ResourceContextProvider value={ROUTE}>
            <GeneratedList declaration={materialsDeclaration} />
          </ResourceContextProvider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  await screen.findByText('Çelik', undefined, { timeout: 5000 });
  const density = screen.getByRole('textbox', { name: 'Yoğunluk' });
  await userEvent.type(density, '7,85');
  await waitFor(() => expect(getList).toHaveBeenLastCalledWith(ROUTE, expect.objectContaining({ filter: expect.objectContaining({ density: 7.85 }) })), { timeout: 3000 });

  await userEvent.clear(density);
  await userEvent.type(density, '7.8');
  await userEvent.tab();
  expect(await screen.findByText(validation.numberUnreadable)).toBeInTheDocument();
  expect(density).toHaveValue('7.8');
  await waitFor(() => expect(getList).toHaveBeenLastCalledWith(ROUTE, expect.objectContaining({ filter: expect.not.objectContaining({ density: expect.anything() }) })), { timeout: 3000 });
}, 20_000);
