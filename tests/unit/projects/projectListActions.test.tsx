import { cleanup, screen, within } from '@testing-library/react';
import { ResourceContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { projectsResource } from '../../../src/domain/resources/projects';
import type { RoleNumber } from '../../../src/domain/roles';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ProjectListPage } from '../../../src/resources/projects/list/ProjectListPage';
import type { ProjectRecord } from '../../../src/domain/resources/projects';
import { renderInAdmin, userOf } from '../shell/shellHarness';

/** Two projects: one managed by the employee of userOf(2) (id 12), one by someone else. */
const project = (id: number, name: string, projectManager: number): ProjectRecord =>
  ({ id, name, description: null, status: 'in_progress', priority: 'medium', projectManager, projectManagerName: 'Yönetici', oem: null, oemName: null, members: [], memberUsers: [], requestNo: null, startDate: null, endDate: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', attachments: [], attachmentFiles: [] }) as unknown as ProjectRecord;

const PROJECTS = [project(1, 'Kendi Projesi', 12), project(2, 'Başka Proje', 99)];
const dataProvider = { getList: async () => ({ data: PROJECTS, total: PROJECTS.length }) } as unknown as DataProvider;

afterEach(cleanup);

const actionsOf = async (role: RoleNumber, name: string) => {
  renderInAdmin(
    <ResourceContextProvider value={projectsResource.route}>
      <ProjectListPage />
    </ResourceContextProvider>,
    { user: userOf(role), url: '/admin/dashboard/list-projects', dataProvider, i18nProvider },
  );
  const row = (await screen.findByRole('link', { name }, { timeout: 5000 })).closest('tr')!;
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
