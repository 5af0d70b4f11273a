import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ForbiddenPage } from '../../../src/custom/errors/ForbiddenPage';
import { forbiddenAreasFor } from '../../../src/custom/errors/forbiddenAreas';
import type { RoleNumber } from '../../../src/domain/roles';
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

  it.each([
    [0, ['Proje Listesi', 'Profil']],
    [1, ['Tedarikçi Yönetimi', 'Profil']],
    [2, ['İş Listesi', 'İş Ekleme / Düzenleme', 'Fotoğraf Yönetimi', 'Profil']],
  ] as const)('lists what role %i can reach', async (role, areas) => {
    signInAs(role);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Erişebileceğiniz Alanlar:' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(areas);
  });

  it('gives an admin the heading Yönetici Yetkileri: over every management page', async () => {
    signInAs(3);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Yönetici Yetkileri:' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('heading', { name: 'Yönetici Yetkileri:' })).toBeInTheDocument();
  });

  it('lists nothing for a master, nor for someone signed out', async () => {
    signInAs(4);
    renderPage();
    await screen.findByText('403_FORBIDDEN');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(forbiddenAreasFor(4)).toBeNull();
    expect(forbiddenAreasFor(null)).toBeNull();
  });
});
