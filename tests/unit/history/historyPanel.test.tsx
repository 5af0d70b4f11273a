import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../../src/domain/history';
import { benchesResource } from '../../../src/domain/resources/benches';
import { jobsResource } from '../../../src/domain/resources/jobs';
import { projectsResource } from '../../../src/domain/resources/projects';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { HistoryPanel } from '../../../src/resources/generic/HistoryPanel';
import { formatHistoryValue, originLabel } from '../../../src/resources/generic/historyFormat';

afterEach(cleanup);

const field = (decl: typeof jobsResource | typeof projectsResource, source: string) => decl.fields.find((f) => f.source === source);

describe('formatHistoryValue', () => {
  it('writes a value as the screens write its field', () => {
    expect(formatHistoryValue(field(projectsResource, 'status'), 'in-progress')).toBe('Devam Ediyor');
    expect(formatHistoryValue(benchesResource.fields.find((f) => f.source === 'status'), 'Pasif')).toBe('Pasif');
    expect(formatHistoryValue(field(jobsResource, 'unitPrice'), 1234.5)).toBe('₺1.234,50');
    // An instant in Istanbul, whatever the browser's zone: 21:30 UTC is the next day there.
    expect(formatHistoryValue(field(jobsResource, 'deadline'), '2026-12-01T21:30:00.000Z')).toBe('02.12.2026 00:30:00');
    expect(formatHistoryValue(field(projectsResource, 'startDate'), '2026-03-04')).toBe('04.03.2026');
    expect(formatHistoryValue(field(jobsResource, 'title'), null)).toBe('(boş)');
    expect(formatHistoryValue(field(jobsResource, 'title'), '')).toBe('(boş)');
    expect(formatHistoryValue(undefined, 7)).toBe('7');
  });

  it('names origins in Turkish and shows an unknown one as sent', () => {
    expect(['form', 'import', 'bulk', 'restore', 'system'].map(originLabel)).toEqual(['Form', 'İçe aktarma', 'Toplu değişiklik', 'Geri yükleme', 'Sistem']);
    expect(originLabel('api')).toBe('api');
  });
});

const ENTRIES: HistoryEntry[] = [
  { id: 12, action: 'update', origin: 'bulk', userId: 1, userName: 'Ayşe Yılmaz', at: '2026-11-26T09:05:00.000Z', changes: [{ field: 'status', label: 'Durum', before: 'Aktif', after: 'Pasif' }] },
  { id: 11, action: 'create', origin: 'import', userId: null, userName: null, at: '2026-11-25T08:00:00.000Z', changes: [{ field: 'name', label: 'Tezgah adı', before: null, after: 'Torna' }] },
];

const renderPanel = (role: number, more = false) => {
  const provider = {
    getHistory: vi.fn(async () => ({ data: ENTRIES, more })),
    restoreHistory: vi.fn(async () => ({ data: { id: 5 }, message: '"Durum" eski değerine geri yüklendi.' })),
  };
  const auth: AuthProvider = { login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined, getIdentity: async () => ({ id: 1, role }) };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={auth} i18nProvider={i18nProvider} store={memoryStore()}>
        <HistoryPanel declaration={benchesResource} id={5} />
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
};

describe('HistoryPanel', () => {
  it('lists who, when in Istanbul, the field’s label with before → after, the action and the origin', async () => {
    const provider = renderPanel(3);
    const entries = await screen.findAllByTestId('history-entry');
    expect(provider.getHistory).toHaveBeenCalledWith('counters', { id: 5, page: 1, perPage: 10 });
    expect(entries[0]).toHaveTextContent('Ayşe Yılmaz');
    expect(entries[0]).toHaveTextContent('26.11.2026 12:05:00');
    expect(entries[0]).toHaveTextContent('Durum: Aktif → Pasif');
    expect(within(entries[0]!).getByText('Toplu değişiklik')).toBeInTheDocument();
    expect(entries[1]).toHaveTextContent('Sistem');
    expect(entries[1]).toHaveTextContent('Tezgah adı: Torna');
    expect(within(entries[1]!).getByText('İçe aktarma')).toBeInTheDocument();
  });

  it('offers an admin Geri yükle on updated fields and sends the entry and field', async () => {
    const provider = renderPanel(3);
    const entries = await screen.findAllByTestId('history-entry');
    expect(within(entries[1]!).queryByRole('button', { name: 'Geri yükle' })).toBeNull();
    await userEvent.click(within(entries[0]!).getByRole('button', { name: 'Geri yükle' }));
    await waitFor(() => expect(provider.restoreHistory).toHaveBeenCalledWith('counters', { id: 5, entryId: 12, field: 'status' }));
    await waitFor(() => expect(provider.getHistory).toHaveBeenCalledTimes(2));
  });

  it('offers no restore to others, and pages when there is more than a page', async () => {
    const provider = renderPanel(4, true);
    await screen.findAllByTestId('history-entry');
    expect(screen.queryByRole('button', { name: 'Geri yükle' })).toBeNull();
    expect(screen.getByText('Sayfa 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(provider.getHistory).toHaveBeenLastCalledWith('counters', { id: 5, page: 2, perPage: 10 }));
  });
});

describe('HistoryPanel references', () => {
  it('names a referenced record, the page’s references read in one getMany, and keeps #id for one that is gone', async () => {
    const entries: HistoryEntry[] = [
      { id: 3, action: 'update', origin: 'form', userId: 1, userName: 'Ayşe Yılmaz', at: '2026-11-26T09:05:00.000Z', changes: [{ field: 'workstationId', label: 'Tezgah', before: 1, after: 2 }] },
      { id: 2, action: 'update', origin: 'form', userId: 1, userName: 'Ayşe Yılmaz', at: '2026-11-25T09:05:00.000Z', changes: [{ field: 'workstationId', label: 'Tezgah', before: 9, after: 1 }] },
    ];
    const provider = {
      getHistory: vi.fn(async () => ({ data: entries, more: false })),
      getMany: vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: ids.filter((id) => id !== 9).map((id) => ({ id, name: id === 1 ? 'CNC Torna 1' : 'Taşlama 3' })) })),
    };
    const auth: AuthProvider = { login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined, getIdentity: async () => ({ id: 1, role: 4 }) };
    render(
      <MemoryRouter>
        <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={auth} i18nProvider={i18nProvider} store={memoryStore()}>
          <HistoryPanel declaration={jobsResource} id={5} />
        </AdminContext>
      </MemoryRouter>,
    );
    const shown = await screen.findAllByTestId('history-entry');
    await waitFor(() => expect(shown[0]).toHaveTextContent('Tezgah: CNC Torna 1 → Taşlama 3'));
    expect(shown[1]).toHaveTextContent('Tezgah: #9 → CNC Torna 1');
    expect(provider.getMany).toHaveBeenCalledTimes(1);
    expect(provider.getMany.mock.calls[0]![0]).toBe('counters');
  });
});
