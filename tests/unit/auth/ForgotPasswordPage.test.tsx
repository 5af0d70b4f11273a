import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '../../../src/custom/auth/ForgotPasswordPage';
import { json, renderAt, serve } from './renderAt';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => renderAt('/auth/forgot-password', '/auth/forgot-password', <ForgotPasswordPage />);

// Rendering MUI in jsdom is slow on a busy machine: each scenario gets room.
describe('the forgot password screen', { timeout: 20_000 }, () => {
  it('sends the e-mail, then holds that method for 120 s while SMS stays free', async () => {
    const fetchMock = serve(() => json(200, { success: true, message: 'Bağlantı gönderildi.' }));
    const ue = userEvent.setup();
    open();
    await ue.type(screen.getByLabelText('E-posta'), 'musteri@example.com');
    await ue.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));

    expect(await screen.findByText('Bağlantı gönderildi.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/v1/auth/forgot-password');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ email: 'musteri@example.com' });
    expect(screen.getByRole('button', { name: /^Lütfen 0[12]:\d\d bekleyin\.$/ })).toBeDisabled();
    expect(localStorage.getItem('cooldown:reset:email')).not.toBeNull();

    await ue.click(screen.getByRole('button', { name: 'SMS' }));
    expect(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' })).toBeEnabled();
  });

  it('sends the SMS request with the phone as 90 + 10 digits and shows the phone 404 text', async () => {
    const fetchMock = serve(() => json(404, { success: false, message: 'Kullanıcı bulunamadı.' }));
    const ue = userEvent.setup();
    open();
    await ue.click(screen.getByRole('button', { name: 'SMS' }));
    await ue.type(screen.getByLabelText('Telefon Numarası'), '05321234567');
    expect(screen.getByLabelText('Telefon Numarası')).toHaveValue('+90 532 123 45 67');
    await ue.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));

    expect(await screen.findByText('Bu telefon numarasına kayıtlı kullanıcı bulunamadı.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/v1/auth/forgot-password-sms');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ phoneNumber: '905321234567' });
    expect(localStorage.getItem('cooldown:reset:sms')).toBeNull();
  });

  it("counts down the server's retryAfter on a 429", async () => {
    serve(() => json(429, { success: false, message: 'Çok sık istekte bulunuyorsunuz. Lütfen bekleyin.', retryAfter: 61 }));
    const ue = userEvent.setup();
    open();
    await ue.type(screen.getByLabelText('E-posta'), 'musteri@example.com');
    await ue.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText('Çok sık istekte bulunuyorsunuz. Lütfen bekleyin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Lütfen 01:0[01] bekleyin\.$/ })).toBeDisabled();
  });
});
