import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailPage } from '../../../src/custom/auth/VerifyEmailPage';
import { verifyEmail } from '../../../src/custom/auth/emailVerification';
import { json, renderAt, serve } from './renderAt';

const flush = () => act(async () => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Rendering MUI in jsdom is slow on a busy machine: each scenario gets room.
describe('the e-mail verification screen', { timeout: 20_000 }, () => {
  it('counts 5 s down with the bar at (5 − remaining)/5, then goes to sign-in', async () => {
    const fetchMock = serve(() => json(200, { success: true, message: 'E-posta adresiniz doğrulandı.' }));
    renderAt('/verify-email/tok-1', '/verify-email/:token', <VerifyEmailPage />);
    expect(screen.getByText('E-posta Doğrulanıyor')).toBeInTheDocument();
    await flush();

    expect(screen.getByText('Doğrulama Başarılı!')).toBeInTheDocument();
    expect(screen.getByText('E-posta adresiniz doğrulandı.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Şimdi Giriş Yap' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Git' })).toHaveAttribute('href', '/admin/dashboard');
    const bar = () => screen.getByRole('progressbar');
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    for (const expected of ['20', '40', '60', '80']) {
      act(() => vi.advanceTimersByTime(1000));
      expect(bar()).toHaveAttribute('aria-valuenow', expected);
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('arrived')).toHaveTextContent('/auth/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/v1/auth/verify-email/tok-1');
  });

  it("shows the server's refusal and the possible causes", async () => {
    serve(() => json(400, { success: false, message: 'Doğrulama bağlantısı geçersiz veya süresi dolmuş.' }));
    renderAt('/verify-email/tok-2', '/verify-email/:token', <VerifyEmailPage />);
    await flush();
    expect(screen.getByText('Doğrulama Başarısız')).toBeInTheDocument();
    expect(screen.getByText('Doğrulama bağlantısı geçersiz veya süresi dolmuş.')).toBeInTheDocument();
    expect(screen.getByText('Olası nedenler:').nextElementSibling?.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Giriş Sayfasına Dön' })).toHaveAttribute('href', '/auth/login');
  });

  it('says success: false is a failure too, and an exception is a server error', async () => {
    serve(() => json(200, { success: false }));
    expect(await verifyEmail('tok-3')).toEqual({ ok: false, message: 'Doğrulama işlemi başarısız oldu' });
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await verifyEmail('tok-4')).toEqual({ ok: false, message: 'Sunucu hatası oluştu' });
    expect(await verifyEmail(undefined)).toEqual({ ok: false, message: "Doğrulama token'i bulunamadı" });
  });
});
