import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../../src/custom/pages/profile/ProfilePage';
import { json, renderInAdmin, serve, userOf } from './shellHarness';

const supplier = userOf(1, {
  name: 'Zeynep',
  surname: 'Tedarik',
  email: 'zeynep@example.com',
  flags: 2,
  company: JSON.stringify({ name: 'Örnek Metal Ltd.', taxNumber: '1234567890' }) as never,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access_token', 'token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile page', () => {
  it('shows the badges, the details and the company read from a JSON string', async () => {
    serve((url) => (url.endsWith('/users/@me') ? json(200, { user: supplier }) : json(404, {})));
    renderInAdmin(<ProfilePage />, { user: supplier });
    expect(await screen.findByText('Örnek Metal Ltd.')).toBeInTheDocument();
    expect(screen.getByText('1234567890')).toBeInTheDocument();
    expect(screen.getByText('E-posta doğrulanmadı')).toBeInTheDocument();
    expect(screen.getByText('Telefon doğrulandı')).toBeInTheDocument();
    expect(screen.getByTestId('profile-role')).toHaveTextContent('Tedarikçi');
  });

  it('on a load failure keeps the signed-in user on screen and offers a retry that works', async () => {
    let calls = 0;
    serve((url) => {
      if (!url.endsWith('/users/@me')) return json(404, {});
      calls += 1;
      return calls === 1 ? json(500, { success: false, message: 'hata' }) : json(200, { user: { ...supplier, name: 'Yenilenmiş' } });
    });
    renderInAdmin(<ProfilePage />, { user: supplier });
    const toast = await screen.findByText('Profil bilgileri yüklenirken hata oluştu');
    expect(screen.getByRole('heading', { name: 'Zeynep Tedarik' })).toBeInTheDocument();
    await userEvent.setup().click(within(toast.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { name: 'Yenilenmiş Tedarik' })).toBeInTheDocument();
  });

  it('sends the verification mail, then counts 120 s down as m:ss', async () => {
    const fetchMock = serve((url) =>
      url.endsWith('/users/send-verification-email') ? json(200, { success: true, message: 'ok' }) : json(200, { user: supplier }),
    );
    renderInAdmin(<ProfilePage />, { user: supplier });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Doğrulama Bağlantısı Gönder' }));
    expect(await screen.findByText('Doğrulama mail başarıyla gönderildi!')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Tekrar gönder \(2:00\)|Tekrar gönder \(1:59\)/ });
    expect(button).toBeDisabled();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/v1/users/send-verification-email')).toBe(true);
  });

  it('shows the server’s message when the verification mail fails', async () => {
    serve((url) => (url.endsWith('/users/send-verification-email') ? json(429, { success: false, message: 'Lütfen bekleyin.' }) : json(200, { user: supplier })));
    renderInAdmin(<ProfilePage />, { user: supplier });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Doğrulama Bağlantısı Gönder' }));
    expect(await screen.findByText('Lütfen bekleyin.')).toBeInTheDocument();
  });
});
