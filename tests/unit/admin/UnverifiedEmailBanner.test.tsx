import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnverifiedEmailBanner } from '../../../src/custom/admin/dashboard/UnverifiedEmailBanner';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access_token', 'token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the unverified e-mail banner', { timeout: 15_000 }, () => {
  it('is absent once the e-mail is verified', () => {
    serve(() => json(200, {}));
    renderInAdmin(<UnverifiedEmailBanner user={userOf(3, { flags: 3 })} />, { user: userOf(3) });
    expect(screen.queryByText('E-posta adresiniz doğrulanmadı')).toBeNull();
  });

  it('sends the mail, then waits 120 s, counting down as m:ss', async () => {
    const fetchMock = serve(() => json(200, { success: true }));
    renderInAdmin(<UnverifiedEmailBanner user={userOf(3, { flags: 2 })} />, { user: userOf(3, { flags: 2 }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Doğrulama Maili Gönder' }));
    expect(await screen.findByText('Doğrulama maili başarıyla gönderildi!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tekrar gönder \((2:00|1:59)\)/ })).toBeDisabled();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/v1/users/send-verification-email');
  });

  it('shows the server’s message when the send fails', async () => {
    serve(() => json(429, { success: false, message: 'Çok sık istekte bulunuyorsunuz. Lütfen bekleyin.' }));
    renderInAdmin(<UnverifiedEmailBanner user={userOf(3, { flags: 2 })} />, { user: userOf(3, { flags: 2 }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Doğrulama Maili Gönder' }));
    expect(await screen.findByText('Çok sık istekte bulunuyorsunuz. Lütfen bekleyin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Doğrulama Maili Gönder' })).toBeEnabled();
  });
});
