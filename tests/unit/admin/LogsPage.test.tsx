import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogsPage } from '../../../src/custom/admin/logs/LogsPage';
import { dataProvider } from '../../../src/providers/dataProvider';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

const row = (id: number) => ({ id, createdAt: '2025-10-04T10:00:00Z', userName: 'Deneme Kullanıcı', description: `İşlem ${id}`, ip: '10.0.0.1', userAgent: 'Firefox', action: 'login', resource: 'auth' });
const answer = (url: string) => {
  const page = Number(new URL(url, 'http://x').searchParams.get('page'));
  return json(200, { success: true, logs: [row(page)], pagination: { totalPages: 3, total: 130 } });
};

beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the activity log page', { timeout: 15_000 }, () => {
  it('reads an employee’s own log and pages with Previous/Next', async () => {
    const fetchMock = serve(answer);
    renderInAdmin(<LogsPage />, { user: userOf(2), dataProvider });
    expect(await screen.findByText('İşlem 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aktivite Kayıtlarım' })).toBeInTheDocument();
    expect(screen.getByTestId('log-totals')).toHaveTextContent('Toplam 130 kayıt · Sayfa 1 / 3');
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('İşlem 2')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toEqual(['/v1/logs/my-logs?page=1&limit=50', '/v1/logs/my-logs?page=2&limit=50']);
  });

  it('reads everyone’s log for an admin, with the empty and error texts', async () => {
    serve((url) => (url.includes('action=login') ? json(200, { success: true, logs: [], pagination: { totalPages: 1, total: 0 } }) : json(500, { success: false })));
    renderInAdmin(<LogsPage />, { user: userOf(3), dataProvider });
    expect(await screen.findByText('Loglar yüklenirken hata oluştu')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'İşlem' }));
    await user.click(await screen.findByRole('option', { name: 'Giriş' }));
    expect(await screen.findByText('Kayıt bulunamadı')).toBeInTheDocument();
  });
});
