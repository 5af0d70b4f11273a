import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../../src/custom/pages/profile/ProfilePage';
import { dataProvider } from '../../../src/providers/dataProvider';
import { json, renderInAdmin, serve, userOf } from './shellHarness';

const employee = userOf(2, { name: 'Ali', surname: 'Çalışkan' });

beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile\'s tablet PIN', { timeout: 15_000 }, () => {
  it('lets an employee set their PIN with their password, then clears both fields', async () => {
    const fetchMock = serve((url) => (url.endsWith('/users/me/pin') ? json(200, { success: true, message: 'PIN kaydedildi.' }) : json(200, { user: employee })));
    renderInAdmin(<ProfilePage />, { user: employee, dataProvider });
    const user = userEvent.setup();
    const pin = await screen.findByLabelText('Yeni PIN');
    await user.type(pin, '12a');
    await user.click(screen.getByRole('button', { name: 'PIN Kaydet' }));
    expect(await screen.findByText('PIN 4-6 rakamdan oluşmalıdır.')).toBeInTheDocument();
    expect(screen.getByText('Mevcut şifrenizi girin.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/users/me/pin'))).toBe(false);

    await user.clear(pin);
    await user.type(pin, '2468');
    await user.type(screen.getByLabelText('Mevcut şifreniz'), 'Demo123!');
    await user.click(screen.getByRole('button', { name: 'PIN Kaydet' }));
    expect(await screen.findByText('PIN kaydedildi.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/users/me/pin'))!;
    expect((call as unknown as [string, RequestInit])[1].method).toBe('PUT');
    expect(JSON.parse(String((call as unknown as [string, RequestInit])[1].body))).toEqual({ pin: '2468', currentPassword: 'Demo123!' });
    await waitFor(() => expect(pin).toHaveValue(''));
    expect(screen.getByLabelText('Mevcut şifreniz')).toHaveValue('');
  });

  it('puts the server\'s refusal under its field', async () => {
    serve((url) =>
      url.endsWith('/users/me/pin')
        ? json(400, { success: false, message: 'Mevcut şifre hatalı.', errors: { currentPassword: 'Mevcut şifre hatalı.' } })
        : json(200, { user: employee }),
    );
    renderInAdmin(<ProfilePage />, { user: employee, dataProvider });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Yeni PIN'), '2468');
    await user.type(screen.getByLabelText('Mevcut şifreniz'), 'yanlış');
    await user.click(screen.getByRole('button', { name: 'PIN Kaydet' }));
    await waitFor(() => expect(screen.getAllByText('Mevcut şifre hatalı.').length).toBeGreaterThanOrEqual(2));
  });

  it('is not offered to the roles that work no bench', async () => {
    const admin = userOf(3);
    serve(() => json(200, { user: admin }));
    renderInAdmin(<ProfilePage />, { user: admin, dataProvider });
    expect(await screen.findByTestId('profile-role')).toBeInTheDocument();
    expect(screen.queryByText('Tezgah PIN Kodu')).not.toBeInTheDocument();
  });
});
