import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, useRecordContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchesResource } from '../../../src/domain/resources/benches';
import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { GeneratedList } from '../../../src/resources/generic/GeneratedList';
import type { ResourceOverride } from '../../../src/resources/generic/resourceOverride';
import { adminAuth } from './adminAuth';

// The slots a page of its own needs (the procedure page is the categories' generated list): its
// heading, cards that only open, a delete of its own in the detail dialog, and its load-failure words.

afterEach(cleanup);

const ROUTE = benchesResource.route;
const BENCHES = [{ id: 1, name: 'CNC Torna 1', status: 'Aktif', createdAt: '2026-01-02T09:00:00.000Z' }];

const renderList = (override: ResourceOverride, getList: () => Promise<unknown> = async () => ({ data: BENCHES, total: 1 }), declaration: ResourceDeclaration = benchesResource) =>
  render(
    <MemoryRouter initialEntries={[`/${ROUTE}`]}>
      <AdminContext dataProvider={{ getList, getMany: async () => ({ data: [] }) } as unknown as DataProvider} authProvider={adminAuth} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value={ROUTE}>
          <GeneratedList declaration={declaration} override={override} />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

/** A delete of the page's own: says which record, and closes the dialog as the generated one does. */
const RetireBench = ({ onDeleted }: { onDeleted?: () => void }) => (
  <button type="button" onClick={onDeleted}>
    {`Emekli et: ${String(useRecordContext()?.name)}`}
  </button>
);

describe('a page’s own slots on the generated list', { timeout: 20_000 }, () => {
  it('heads the page with its own title and subtitle instead of the declaration’s label', async () => {
    renderList({ heading: { title: 'Atölye Tezgahları', subtitle: 'Atölyenin tezgahları' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Atölye Tezgahları' })).toBeInTheDocument();
    expect(screen.getByText('Atölyenin tezgahları')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: benchesResource.label })).not.toBeInTheDocument();
  });

  it('names a card’s open area, and with cardActions false the card carries no edit or delete', async () => {
    renderList({ cards: true, detail: 'dialog', forms: 'dialog', openLabel: (r) => `${String(r.name)} tezgahını görüntüle`, cardActions: false });
    const open = await screen.findByRole('button', { name: 'CNC Torna 1 tezgahını görüntüle' }, { timeout: 10_000 });
    const card = open.closest('li')!;
    expect(within(card).getAllByRole('button')).toEqual([open]);
    await userEvent.click(open);
    expect(await screen.findByRole('dialog', { name: 'CNC Torna 1' })).toBeInTheDocument();
  });

  it('puts the page’s own delete in the detail dialog, in place of the generated one, and closes on it', async () => {
    renderList({ cards: true, detail: 'dialog', deleteAction: RetireBench, openLabel: (r) => `${String(r.name)} aç` });
    await userEvent.click(await screen.findByRole('button', { name: 'CNC Torna 1 aç' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'CNC Torna 1' });
    expect(within(dialog).queryByRole('button', { name: /^Sil/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emekli et: CNC Torna 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'CNC Torna 1' })).not.toBeInTheDocument());
  });

  it('says the declaration’s words when the list cannot be read', async () => {
    const declaration = { ...benchesResource, messages: { ...benchesResource.messages, loadFailed: 'Tezgahlar yüklenemedi' } };
    renderList({}, vi.fn(async () => Promise.reject(new Error('HTTP 500'))), declaration);
    expect(await screen.findByText('Tezgahlar yüklenemedi', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('HTTP 500')).not.toBeInTheDocument();
  });

  it('says the page’s own words by what went wrong, where the spec gives them (loadError)', async () => {
    renderList({ loadError: (error) => `Okunamadı: ${(error as Error).message}` }, vi.fn(async () => Promise.reject(new Error('zaman aşımı'))));
    expect(await screen.findByText('Okunamadı: zaman aşımı', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
