import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GsmVerificationPage } from '../../../src/custom/auth/GsmVerificationPage';
import { startCooldown } from '../../../src/custom/auth/cooldown';
import { tokenStore } from '../../../src/providers/tokenStore';
import { json, renderAt, serve } from './renderAt';

const PHONE = '905321234567';
const NEW_PHONE = '905339876543';
const user = (flags: number, phoneNumber = PHONE) => ({ id: 7, name: 'Deniz', surname: 'Deneme', email: 'd@example.com', role: 0, phoneNumber, company: null, flags, status: 'active', lastLogin: null, createdAt: '2025-10-04T10:00:00Z' });

type Call = [string, RequestInit];
const callsTo = (mock: { mock: { calls: Call[] } }, path: string) => mock.mock.calls.filter(([url]) => url === `/v1${path}`);
const bodyOf = (call: Call) => JSON.parse(String(call[1].body));

/** The server of these tests: the user is unverified until the right code arrives. */
const phoneServer = (opts: { verified?: boolean } = {}) => {
  let verified = !!opts.verified;
  let phone = PHONE;
  return serve((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : {};
    if (url === '/v1/users/@me') return json(200, { success: true, user: user(verified ? 2 : 0, phone) });
    if (url === '/v1/auth/send-sms-verification') return json(200, { success: true, message: 'Kod gönderildi.', smsTimeestamp: Date.now() });
    if (url === '/v1/auth/verify-sms-code') {
      if (body.code !== '123456') return json(400, { success: false, message: 'Kod hatalı. Lütfen tekrar deneyin.' });
      verified = true;
      return json(200, { success: true, message: 'Telefon numaranız doğrulandı.' });
    }
    if (url === '/v1/auth/change-phone-number') {
      phone = body.newPhoneNumber;
      return json(200, { success: true, message: 'Numara güncellendi.', requiresVerification: true, smsTimeestamp: Date.now() });
    }
    return json(404, {});
  });
};

const open = () => renderAt('/auth/gsm-verification', '/auth/gsm-verification', <GsmVerificationPage />);

beforeEach(() => {
  localStorage.clear();
  tokenStore.set('token');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Rendering MUI in jsdom is slow on a busy machine: each scenario gets room.
describe('the phone verification screen', { timeout: 20_000 }, () => {
  it('sends a code on entry, checks the 6 digits and goes to / after 1.2 s', async () => {
    const fetchMock = phoneServer();
    const ue = userEvent.setup();
    open();
    expect(await screen.findByText('+90 532 123 45 67 numarasına gönderilen 6 haneli kodu girin.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/auth/send-sms-verification').map(bodyOf)).toEqual([{ phoneNumber: PHONE }]);
    expect(await screen.findByRole('button', { name: /^Tekrar gönder \(0[12]:\d\d\)$/ })).toBeDisabled();

    await ue.type(screen.getByLabelText('Doğrulama Kodu'), '12345');
    await ue.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Lütfen 6 haneli kodu doğru girin.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/auth/verify-sms-code')).toHaveLength(0);

    await ue.type(screen.getByLabelText('Doğrulama Kodu'), '9');
    await ue.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Kod hatalı. Lütfen tekrar deneyin.')).toBeInTheDocument();

    await ue.clear(screen.getByLabelText('Doğrulama Kodu'));
    await ue.type(screen.getByLabelText('Doğrulama Kodu'), '123456');
    const sentAt = Date.now();
    await ue.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(bodyOf(callsTo(fetchMock, '/auth/verify-sms-code').pop()!)).toEqual({ phoneNumber: PHONE, code: '123456' });
    expect(await screen.findByTestId('arrived', {}, { timeout: 3000 })).toHaveTextContent(/^\/$/);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1100);
    // `/` reads the cached user: it must already carry the verified flag.
    expect(JSON.parse(localStorage.getItem('cached_user')!).user.flags & 2).toBe(2);
  });

  it('does not send again while the cooldown of that number runs', async () => {
    startCooldown(`sms:${PHONE}`, 120);
    const fetchMock = phoneServer();
    open();
    expect(await screen.findByRole('button', { name: /^Tekrar gönder \(0[12]:\d\d\)$/ })).toBeDisabled();
    await act(async () => {});
    expect(callsTo(fetchMock, '/auth/send-sms-verification')).toHaveLength(0);
  });

  it('sends a verified user to /', async () => {
    phoneServer({ verified: true });
    open();
    expect(await screen.findByTestId('arrived')).toHaveTextContent(/^\/$/);
  });

  it('sends a visitor without a session to sign-in with the spec text', async () => {
    tokenStore.clear();
    const fetchMock = phoneServer();
    open();
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/auth/login');
    expect(screen.getByText('Önce giriş yapmanız gerekiyor!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the number (90 + 10 digits) and takes the code the server already sent to it', async () => {
    startCooldown(`sms:${PHONE}`, 120);
    const fetchMock = phoneServer();
    const ue = userEvent.setup();
    open();
    await ue.click(await screen.findByRole('button', { name: 'Numarayı değiştir' }));
    await ue.click(screen.getByRole('button', { name: 'Değiştir' }));
    expect(await screen.findByText('Lütfen yeni telefon numaranızı girin.')).toBeInTheDocument();
    await ue.type(screen.getByLabelText('Yeni Telefon Numarası'), '533 987');
    await ue.click(screen.getByRole('button', { name: 'Değiştir' }));
    expect(await screen.findByText('Lütfen geçerli bir telefon numarası girin.')).toBeInTheDocument();
    await ue.type(screen.getByLabelText('Yeni Telefon Numarası'), '6543');
    await ue.click(screen.getByRole('button', { name: 'Değiştir' }));

    expect(await screen.findByText('+90 533 987 65 43 numarasına gönderilen 6 haneli kodu girin.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/auth/change-phone-number').map(bodyOf)).toEqual([{ newPhoneNumber: NEW_PHONE }]);
    expect(localStorage.getItem(`cooldown:sms:${NEW_PHONE}`)).not.toBeNull();
    expect(callsTo(fetchMock, '/auth/send-sms-verification')).toHaveLength(0);
  });
});
