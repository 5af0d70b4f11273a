import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserCard } from '../../../src/custom/admin/users/UserCard';
import { userOf } from '../shell/shellHarness';

afterEach(cleanup);

const card = (canEdit: boolean, canDelete: boolean) =>
  render(<UserCard user={{ ...userOf(0), assignedProjects: 2 }} canEdit={canEdit} canDelete={canDelete} onProjects={vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} />);

describe('a user card’s buttons', () => {
  it('offer Edit only with canEditUsers and Delete only with canDeleteUsers', () => {
    card(false, false);
    expect(screen.getByRole('button', { name: 'Projeler' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Düzenle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sil' })).toBeNull();
    cleanup();
    card(true, true);
    expect(screen.getByRole('button', { name: 'Düzenle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sil' })).toBeInTheDocument();
  });
});
