import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from '../../../src/custom/shell/ProfileMenu';
import { MaterialLayout } from '../../../src/resources/materials/MaterialLayout';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the material panel’s own frame', () => {
  it('has the main shell’s profile menu, whose sign-out leaves for the sign-in page', async () => {
    serve(() => json(200, { success: true }));
    renderInAdmin(<MaterialLayout accountMenu={<ProfileMenu />} />, { user: userOf(3, { name: 'Ayşe', surname: 'Demir' }), url: '/admin/materialManagement/materialdashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Profil menüsü' }));
    expect(screen.getByRole('menuitem', { name: 'Profilim' })).toBeInTheDocument();
    expect(screen.getByText('Ayşe Demir', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/auth/login');
  });
});
