import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeoplePage } from '../../../src/custom/admin/people/PeoplePage';
import { usersPage } from '../../../src/custom/admin/people/peoplePages';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

const admin = userOf(3);
const stats = { total: 2, active: 2, passive: 0, byRole: { 0: 1, 1: 0, 2: 1, 3: 0, 4: 0 }, byStatus: { active: 2, pending: 0, disabled: 0 } };
const employee = userOf(2, { id: 41, name: 'Ali', surname: 'Çalışkan', email: 'ali@example.com', assignedProjects: 0 } as never);
const customer = userOf(0, { id: 42, name: 'Can', surname: 'Müşteri', email: 'can@example.com', assignedProjects: 0 } as never);

beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an admin sets a user\'s tablet PIN', { timeout: 20_000 }, () => {
  it('offers PIN on operators only, checks it is 4-6 digits, and sends it to the admin route', async () => {
    const fetchMock = serve((url) =>
      url.endsWith('/pin') ? json(200, { success: true, message: 'PIN kaydedildi.' }) : url.startsWith('/v1/users/admin/all') ? json(200, { success: true, users: [employee, customer], total: 2, stats }) : json(200, { success: true, count: 0 }),
    );
    renderInAdmin(<PeoplePage config={usersPage} />, { user: admin });
    const user = userEvent.setup();
    const employeeCard = await screen.findByRole('article', { name: 'Ali Çalışkan' });
    expect(within(screen.getByRole('article', { name: 'Can Müşteri' })).queryByRole('button', { name: 'PIN' })).toBeNull();
    await user.click(within(employeeCard).getByRole('button', { name: 'PIN' }));
    const dialog = await screen.findByTestId('admin-pin-dialog');
    expect(within(dialog).getByText('Ali Çalışkan için Tezgah PIN Kodu')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Yeni PIN'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'PIN Kaydet' }));
    expect(await within(dialog).findByText('PIN 4-6 rakamdan oluşmalıdır.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Yeni PIN'), '34');
    await user.click(within(dialog).getByRole('button', { name: 'PIN Kaydet' }));
    expect(await screen.findByText('PIN kaydedildi.')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-pin-dialog')).toBeNull();
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/pin')) as unknown as [string, RequestInit];
    expect(call[0]).toBe('/v1/users/admin/41/pin');
    expect(call[1].method).toBe('PUT');
    expect(JSON.parse(String(call[1].body))).toEqual({ pin: '1234' });
  });
});
