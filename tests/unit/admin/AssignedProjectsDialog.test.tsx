import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssignedProjectsDialog } from '../../../src/custom/admin/users/AssignedProjectsDialog';
import { json, serve, userOf } from '../shell/shellHarness';

const steps = (done: number, total: number) => Array.from({ length: total }, (_, i) => ({ status: i < done ? 'completed' : 'pending' }));

beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the assigned-projects modal', () => {
  it('lists the user’s projects with bars coloured by progress', async () => {
    const fetchMock = serve(() =>
      json(200, {
        success: true,
        total: 3,
        projects: [
          { id: 1, name: 'Pres kalıbı', status: 'in-progress', steps: steps(4, 5) },
          { id: 2, name: 'Fikstür', status: 'pending', steps: steps(1, 3) },
          { _id: 3, name: 'Mil seti', status: 'pending', steps: steps(0, 4) },
        ],
      }),
    );
    render(
      <MemoryRouter>
        <AssignedProjectsDialog user={userOf(0, { id: 8, name: 'Can', surname: 'Müşteri' })} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Can Müşteri - Atanan Projeler')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'İlerleme Pres kalıbı' })).toHaveAttribute('data-color', 'green');
    expect(screen.getByRole('progressbar', { name: 'İlerleme Fikstür' })).toHaveAttribute('data-color', 'yellow');
    expect(screen.getByRole('progressbar', { name: 'İlerleme Mil seti' })).toHaveAttribute('data-color', 'red');
    expect(screen.getByText('%80')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mil seti' })).toHaveAttribute('href', '/admin/view-project/3');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/v1/projects/user/8');
  });

  it('says so when the user has no project', async () => {
    serve(() => json(200, { success: true, projects: [], total: 0 }));
    render(
      <MemoryRouter>
        <AssignedProjectsDialog user={userOf(0)} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Bu kullanıcıya atanmış proje bulunmuyor')).toBeInTheDocument();
  });
});
