import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeoplePage } from '../../../src/custom/admin/people/PeoplePage';
import { usersPage } from '../../../src/custom/admin/people/peoplePages';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

const admin = userOf(3);
const stats = { total: 30, active: 10, passive: 20, byRole: { 0: 10, 1: 5, 2: 10, 3: 3, 4: 2 }, byStatus: { active: 28, pending: 2, disabled: 0 } };
const people = Array.from({ length: 30 }, (_, i) => userOf(2, { id: 100 + i, name: `Kişi${i}`, surname: 'Deneme', email: `kisi${i}@example.com`, assignedProjects: 0 } as never));

/** GET /users/admin/all as the server pages it. */
const usersAnswer = (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  const page = Number(q.get('page'));
  const limit = Number(q.get('limit'));
  return json(200, { success: true, users: people.slice((page - 1) * limit, page * limit), total: people.length, stats });
};

beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the users page', { timeout: 20_000 }, () => {
  it('shows a page of cards and loads the next on request, never all at once', async () => {
    const fetchMock = serve((url) => (url.startsWith('/v1/users/admin/all') ? usersAnswer(url) : json(200, { success: true, count: 0 })));
    renderInAdmin(<PeoplePage config={usersPage} />, { user: admin });
    expect(await screen.findAllByTestId('user-card')).toHaveLength(24);
    expect(screen.getByText('24 / 30 gösteriliyor')).toBeInTheDocument();
    expect(await screen.findByTestId('stat-employees-value')).toHaveTextContent('10');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Daha Fazla Yükle' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('user-card')).toHaveLength(30), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Daha Fazla Yükle' })).toBeNull();
    const listCalls = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('limit=24'));
    expect(listCalls).toEqual(['/v1/users/admin/all?page=1&limit=24', '/v1/users/admin/all?page=2&limit=24']);
  });

  it('says so in a line with a close link when the list cannot load', async () => {
    serve((url) => (url.includes('limit=24') ? json(500, { success: false, message: 'hata' }) : usersAnswer(url)));
    renderInAdmin(<PeoplePage config={usersPage} />, { user: admin });
    expect(await screen.findByText('Kullanıcılar yüklenirken hata oluştu')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByText('Kullanıcılar yüklenirken hata oluştu')).toBeNull();
  });

  it('searches by name on the server', async () => {
    const fetchMock = serve((url) => usersAnswer(url));
    renderInAdmin(<PeoplePage config={usersPage} />, { user: admin });
    await screen.findAllByTestId('user-card');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Ad veya soyada göre ara' }), 'Kişi1');
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u) === '/v1/users/admin/all?page=1&limit=24&q=Ki%C5%9Fi1')).toBe(true), { timeout: 5000 });
  });

  it('approves a waiting account through the status call', async () => {
    const waiting = userOf(1, { id: 77, name: 'Bekleyen', surname: 'Tedarikçi', status: 'pending' });
    const fetchMock = serve((url) =>
      url.endsWith('/status') ? json(200, { success: true, user: { ...waiting, status: 'active' } }) : json(200, { success: true, users: [waiting], total: 1, stats }),
    );
    renderInAdmin(<PeoplePage config={usersPage} />, { user: admin });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Hesap onaylandı')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/v1/users/admin/77/status') as unknown as [string, RequestInit];
    expect(JSON.parse(String(call[1].body))).toEqual({ status: 'active' });
    expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Devre Dışı Bırak' })).toBeInTheDocument();
  });

  it('asks before deactivating an account, and sends nothing when the question is cancelled', async () => {
    const active = userOf(2, { id: 78, name: 'Ali', surname: 'Tezgahçı', status: 'active' });
    const fetchMock = serve((url) =>
      url.endsWith('/status') ? json(200, { success: true, user: { ...active, status: 'disabled' } }) : json(200, { success: true, users: [active], total: 1, stats }),
    );
    renderInAdmin(<PeoplePage config={usersPage} />, { user: admin });
    const user = userEvent.setup();
    const statusCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/status'));
    await user.click(await screen.findByRole('button', { name: 'Devre Dışı Bırak' }));
    const question = await screen.findByRole('dialog', { name: 'Hesap devre dışı bırakılsın mı?' });
    expect(question).toHaveTextContent('Ali Tezgahçı artık giriş yapamayacak');
    await user.click(screen.getByRole('button', { name: 'İptal' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(statusCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Devre Dışı Bırak' }));
    const again = await screen.findByRole('dialog', { name: 'Hesap devre dışı bırakılsın mı?' });
    await user.click(within(again).getByRole('button', { name: 'Devre Dışı Bırak' }));
    expect(await screen.findByText('Hesap devre dışı bırakıldı')).toBeInTheDocument();
    expect(JSON.parse(String((statusCalls()[0] as unknown as [string, RequestInit])[1].body))).toEqual({ status: 'disabled' });
  });
});
