import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../src/custom/auth/LoginPage';
import { TOKEN_KEY } from '../../../src/providers/tokenStore';
import { json, renderAt, serve } from './renderAt';

const user = { id: 1, name: 'Can', surname: 'Müşteri', email: 'musteri@example.com', role: 0, phoneNumber: '905550000000', company: null, flags: 3, status: 'active', lastLogin: null, createdAt: '2025-10-04T10:00:00Z' };

const fillAndSubmit = async (email: string, password: string) => {
  const ue = userEvent.setup();
  if (email) await ue.type(screen.getByLabelText('E-posta'), email);
  if (password) await ue.type(screen.getByLabelText('Şifre', { exact: true }), password);
  await ue.click(screen.getByRole('button', { name: 'Giriş Yap' }));
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Rendering MUI in jsdom is slow on a busy machine: each scenario gets room.
describe('the login screen', { timeout: 20_000 }, () => {
  it("has the labels and button the e2e fixture relies on, and a link to register", () => {
    renderAt('/auth/login', '/auth/login', <LoginPage />);
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Şifre', { exact: true })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/auth/register');
  });

  it('needs both fields, and says so once without calling the server', async () => {
    const fetchMock = serve(() => json(500, {}));
    renderAt('/auth/login', '/auth/login', <LoginPage />);
    await fillAndSubmit('a@b.co', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta ve şifre alanları zorunludur.');
    expect(screen.getAllByText('E-posta ve şifre alanları zorunludur.')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the spec text for a wrong password', async () => {
    serve(() => json(401, { success: false, code: 'INVALID_CREDENTIALS', message: 'E-posta veya şifre hatalı.' }));
    renderAt('/auth/login', '/auth/login', <LoginPage />);
    await fillAndSubmit('musteri@example.com', 'yanlis');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows the connection text when the network is down', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/auth/login', '/auth/login', <LoginPage />);
    await fillAndSubmit('musteri@example.com', 'Demo123!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bağlantı hatası. İnternet bağlantınızı kontrol edin.');
  });

  it('stores the token, fetches the user and hands over to / for the landing redirect', async () => {
    const fetchMock = serve((url) => (url === '/v1/auth/login' ? json(200, { success: true, accessToken: 'tok' }) : json(200, { success: true, user })));
    renderAt('/auth/login', '/auth/login', <LoginPage />);
    await fillAndSubmit('musteri@example.com', 'Demo123!');
    expect(await screen.findByTestId('arrived')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok');
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'musteri@example.com', password: 'Demo123!' });
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual(['/v1/auth/login', '/v1/users/@me']);
  });
});
