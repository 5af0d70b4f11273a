import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '../../../src/custom/auth/ResetPasswordPage';
import { json, renderAt, serve } from './renderAt';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submit = () => screen.getByRole('button', { name: 'Şifreyi Güncelle' });

// Rendering MUI in jsdom is slow on a busy machine: each scenario gets room.
describe('the reset password screen', { timeout: 20_000 }, () => {
  it('keeps the button disabled until every rule holds and both entries agree', async () => {
    const ue = userEvent.setup();
    renderAt('/auth/reset-password/abc', '/auth/reset-password/:token', <ResetPasswordPage />);
    expect(submit()).toBeDisabled();
    await ue.type(screen.getByLabelText('Yeni Şifre', { exact: true }), 'Yenisifre1');
    await ue.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'Yenisifre1');
    expect(submit()).toBeDisabled();
    expect(document.querySelector('[data-rule="special"]')).toHaveAttribute('data-met', 'false');
    await ue.type(screen.getByLabelText('Yeni Şifre', { exact: true }), '!');
    expect(document.querySelector('[data-rule="special"]')).toHaveAttribute('data-met', 'true');
    expect(submit()).toBeDisabled();
    await ue.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), '!');
    expect(submit()).toBeEnabled();
  });

  it('sends the new password to the token and returns to sign-in after 1.5 s', async () => {
    const fetchMock = serve(() => json(200, { success: true, message: 'Şifreniz güncellendi.' }));
    const ue = userEvent.setup();
    renderAt('/reset-password/abc', '/reset-password/:token', <ResetPasswordPage />);
    await ue.type(screen.getByLabelText('Yeni Şifre', { exact: true }), 'Yeni$ifre9');
    await ue.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'Yeni$ifre9');
    const clickedAt = Date.now();
    await ue.click(submit());
    expect(await screen.findByText('Şifreniz güncellendi.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/v1/auth/reset-password/abc');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ newPassword: 'Yeni$ifre9' });
    expect(await screen.findByTestId('arrived', {}, { timeout: 3000 })).toHaveTextContent('/auth/login');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1400);
  });

  it('says the link is invalid on a 400', async () => {
    serve(() => json(400, { success: false }));
    const ue = userEvent.setup();
    renderAt('/auth/reset-password/bad', '/auth/reset-password/:token', <ResetPasswordPage />);
    await ue.type(screen.getByLabelText('Yeni Şifre', { exact: true }), 'Yeni$ifre9');
    await ue.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'Yeni$ifre9');
    await ue.click(submit());
    expect(await screen.findByText('Geçersiz şifre sıfırlama bağlantısı.')).toBeInTheDocument();
  });

  it('sends a visitor without a token to sign-in', () => {
    renderAt('/auth/reset-password', '/auth/reset-password', <ResetPasswordPage />);
    expect(screen.getByTestId('arrived')).toHaveTextContent('/auth/login');
  });
});
