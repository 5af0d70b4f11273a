import type { ReactElement } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryManagementPage } from '../../../src/resources/materials/categories/CategoryManagementPage';
import { MaterialListPage } from '../../../src/resources/materials/list/MaterialListPage';
import type { RoleNumber } from '../../../src/domain/roles';
import { authProvider } from '../../../src/providers/authProvider';
import { forgetUser } from '../../../src/providers/session';
import { tokenStore } from '../../../src/providers/tokenStore';
import { benchesResource } from '../../../src/domain/resources/benches';
import { benchesOverride } from '../../../src/resources/benches';
import { GeneratedList } from '../../../src/resources/generic/GeneratedList';
import { jobsResource } from '../../../src/domain/resources/jobs';
import { jobsOverride } from '../../../src/resources/jobs';
import { ProjectListPage } from '../../../src/resources/projects/list/ProjectListPage';
import { ToastProvider } from '../../../src/ui/ToastProvider';
import { json, serve, userOf } from '../shell/shellHarness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Empty answers for the bespoke pages' own calls (projects, materials, categories, people). */
const emptyServer = () =>
  serve((url) => {
    if (url.includes('/projects')) return json(200, { success: true, projects: [], total: 0, summary: { total: 0, active: 0, completed: 0 } });
    if (url.includes('/materials/categories')) return json(200, { success: true, categories: [] });
    if (url.includes('/materials')) return json(200, { success: true, materials: [], total: 0 });
    return json(200, { success: true, users: [], total: 0 });
  });

const emptyLists = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;

/** The app's own access decisions, watched: what each transfer button was told. */
const canAccess = vi.fn(authProvider.canAccess!);
const transferAnswers = async () =>
  Promise.all(
    canAccess.mock.calls
      .map((call, i) => [call[0].action, canAccess.mock.results[i]!.value as Promise<boolean>] as const)
      .filter(([action]) => action === 'export' || action === 'import')
      .map(async ([action, answer]) => [action, await answer] as const),
  );

/** A page signed in as `role`, with the app's own authProvider deciding what the buttons may show. */
const renderAs = (role: RoleNumber, page: ReactElement, resource: string) => {
  canAccess.mockClear();
  forgetUser();
  tokenStore.set('test-token');
  localStorage.setItem('cached_user', JSON.stringify({ user: userOf(role), at: Date.now() }));
  emptyServer();
  render(
    <ToastProvider>
      <MemoryRouter>
        <AdminContext authProvider={{ ...authProvider, canAccess }} dataProvider={emptyLists} store={memoryStore()}>
          <ResourceContextProvider value={resource}>{page}</ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>
    </ToastProvider>,
  );
};

const LISTS = [
  ['benches', <GeneratedList declaration={benchesResource} override={benchesOverride} />, benchesResource.route, { allowed: 3, refused: 2 }],
  ['jobs', <GeneratedList declaration={jobsResource} override={jobsOverride} />, 'jobs', { allowed: 3, refused: 1 }],
  ['materials', <MaterialListPage />, 'materials', { allowed: 3, refused: 2 }],
  ['material categories', <CategoryManagementPage />, 'materialCategories', { allowed: 3, refused: 2 }],
] as const;

describe('export and import on every list of a declared resource', () => {
  it.each(LISTS)('the %s list shows both to a role that may, none to one that may not', async (_name, page, resource, roles) => {
    renderAs(roles.allowed, page, resource);
    // The first list mounted loads the generated views' modules: a busy machine takes more than a second.
    expect(await screen.findByRole('button', { name: 'Dışa aktar' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'İçe aktar' }, { timeout: 5000 })).toBeInTheDocument();
    cleanup();

    renderAs(roles.refused, page, resource);
    // Both buttons asked and were refused; neither is shown.
    await waitFor(() => expect(canAccess.mock.calls.map((c) => c[0].action)).toEqual(expect.arrayContaining(['export', 'import'])));
    expect(new Set(await transferAnswers())).toEqual(new Set([['export', false], ['import', false]]));
    expect(screen.queryByRole('button', { name: 'Dışa aktar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İçe aktar' })).not.toBeInTheDocument();
  });

  it('gives the export-only projects an export and never an import, to those who see projects', async () => {
    renderAs(0, <ProjectListPage />, 'projects');
    expect(await screen.findByRole('button', { name: 'Dışa aktar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İçe aktar' })).not.toBeInTheDocument();
  });
});
