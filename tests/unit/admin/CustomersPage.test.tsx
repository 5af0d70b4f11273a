import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeoplePage } from '../../../src/custom/admin/people/PeoplePage';
import { customersPage } from '../../../src/custom/admin/people/peoplePages';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

const stats = { total: 3, active: 1, passive: 2, byRole: { 0: 3, 1: 0, 2: 0, 3: 0, 4: 0 }, byStatus: { active: 3, pending: 0, disabled: 0 } };
const recent = new Date(Date.now() - 86_400_000).toISOString();

beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the customers page', { timeout: 20_000 }, () => {
  it('shows the three counters, marks recent logins Aktif and filters by activity on the server', async () => {
    const fetchMock = serve((url) =>
      url.includes('activity=passive')
        ? json(200, { success: true, users: [], total: 0, stats })
        : json(200, { success: true, users: [userOf(0, { id: 5, name: 'Can', surname: 'Müşteri', email: 'can@example.com', lastLogin: recent, assignedProjects: 4 } as never)], total: 1, stats }),
    );
    renderInAdmin(<PeoplePage config={customersPage} />, { user: userOf(3) });
    const card = await screen.findByRole('article', { name: 'Can Müşteri' });
    expect(card).toHaveTextContent('@can');
    expect(card).toHaveTextContent('Aktif');
    expect(card).toHaveTextContent('Atanan proje:4');
    expect(screen.getByTestId('stat-passive-value')).toHaveTextContent('2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Durum' }));
    await user.click(await screen.findByRole('option', { name: 'Pasif' }));
    expect(await screen.findByText('Arama kriterlerine uygun müşteri bulunamadı')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/v1/users/customers?page=1&limit=24&activity=passive')).toBe(true);
  });

  it('keeps a load failure in a banner until it is dismissed', async () => {
    serve((url) => (url.includes('limit=24') ? json(500, { success: false }) : json(200, { success: true, users: [], total: 0, stats })));
    renderInAdmin(<PeoplePage config={customersPage} />, { user: userOf(3) });
    const banner = await screen.findByTestId('customers-error');
    expect(banner).toHaveTextContent('Müşteriler yüklenirken hata oluştu');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByTestId('customers-error')).toBeNull();
  });
});
