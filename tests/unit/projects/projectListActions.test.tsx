import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoleNumber } from '../../../src/domain/roles';
import { ProjectListPage } from '../../../src/resources/projects/list/ProjectListPage';
import type { Project } from '../../../src/resources/projects/projectTypes';
import { renderInAdmin, userOf } from '../shell/shellHarness';

/** Two projects: one managed by the employee of userOf(2) (id 12), one by someone else. */
const project = (id: number, name: string, projectManager: number): Project =>
  ({ id, name, description: null, status: 'in_progress', priority: 'medium', projectManager, projectManagerName: 'Yönetici', oem: null, oemName: null, members: [], memberUsers: [], requestNo: null, startDate: null, endDate: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', attachments: [], attachmentFiles: [] }) as unknown as Project;

vi.mock('../../../src/resources/projects/list/useProjectList', () => ({
  useProjectList: () => ({
    rows: [project(1, 'Kendi Projesi', 12), project(2, 'Başka Proje', 99)],
    total: 2,
    summary: { total: 2, active: 2, completed: 0 },
    loading: false,
    error: null,
    reload: () => undefined,
  }),
}));

afterEach(cleanup);

const actionsOf = async (role: RoleNumber, name: string) => {
  renderInAdmin(<ProjectListPage />, { user: userOf(role), url: '/admin/dashboard/list-projects' });
  const row = (await screen.findByRole('link', { name })).closest('tr')!;
  return within(row)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label'))
    .concat(within(row).queryAllByRole('link', { name: /Görüntüle/ }).map((a) => a.getAttribute('aria-label')));
};

describe('the project list’s row actions follow the README’s table', () => {
  it('gives a master view and edit on every project it sees, and no delete', async () => {
    const actions = await actionsOf(4, 'Başka Proje');
    expect(actions).toContain('Düzenle: Başka Proje');
    expect(actions.some((a) => a?.startsWith('Görüntüle'))).toBe(true);
    expect(actions).not.toContain('Sil: Başka Proje');
  });

  it('gives an employee edit only on the project it manages', async () => {
    expect(await actionsOf(2, 'Kendi Projesi')).toContain('Düzenle: Kendi Projesi');
    cleanup();
    expect(await actionsOf(2, 'Başka Proje')).not.toContain('Düzenle: Başka Proje');
  });

  it('keeps edit and delete for an admin', async () => {
    const actions = await actionsOf(3, 'Başka Proje');
    expect(actions).toEqual(expect.arrayContaining(['Düzenle: Başka Proje', 'Sil: Başka Proje']));
  });
});
