import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenPage } from '../../../src/custom/errors/ForbiddenPage';
import { forbiddenAreasFor } from '../../../src/custom/errors/forbiddenAreas';
import { sidebarItemsFor } from '../../../src/custom/shell/sidebarItems';
import type { RoleNumber } from '../../../src/domain/roles';
import { userPermissions } from '../../../src/providers/session';
import { userOf } from './shellHarness';

/** Signs a role in as the session module sees it: a token and a fresh cached user. */
const signInAs = (role: RoleNumber) => {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('cached_user', JSON.stringify({ user: userOf(role), at: Date.now() }));
};

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/unauthorized']}>
      <ForbiddenPage />
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the 403 page', () => {
  it('has the spec’s title, code and both buttons', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Yetkisiz Erişim' })).toBeInTheDocument();
    expect(screen.getByText('403_FORBIDDEN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ana Sayfa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geri Dön' })).toBeInTheDocument();
  });

  it.each([0, 1, 2, 3, 4] as const)('lists for role %i exactly the sidebar’s pages, then the profile, each a link', async (role) => {
    signInAs(role);
    renderPage();
    const heading = role === 3 ? 'Yönetici Yetkileri:' : 'Erişebileceğiniz Alanlar:';
    const list = await screen.findByRole('list', { name: heading });
    const sidebar = sidebarItemsFor(userPermissions(userOf(role)));
    expect(sidebar.length).toBeGreaterThan(0);
    const entries = within(list).getAllByRole('link');
    expect(entries.map((a) => a.textContent)).toEqual([...sidebar.map((i) => i.label), 'Profil']);
    expect(entries.map((a) => a.getAttribute('href'))).toEqual([...sidebar.map((i) => i.path), '/admin/profile']);
  });

  it('gives an employee the project list the sidebar gives them', async () => {
    signInAs(2);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Erişebileceğiniz Alanlar:' });
    expect(within(list).getByRole('link', { name: 'Proje Takibi' })).toHaveAttribute('href', '/admin/dashboard/list-projects');
  });

  it('lists only the profile for an account not yet approved, and nothing for someone signed out', () => {
    expect(forbiddenAreasFor(userOf(2, { status: 'pending' }))?.areas).toEqual([{ label: 'Profil', path: '/admin/profile' }]);
    expect(forbiddenAreasFor(null)).toBeNull();
  });
});
