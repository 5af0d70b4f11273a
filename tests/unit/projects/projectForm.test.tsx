import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectsResource } from '../../../src/domain/resources/projects';
import { projectListSlots } from '../../../src/resources/projects/list/projectListSlots';
import { tokenStore } from '../../../src/providers/tokenStore';
import { adminAuth } from '../generic/adminAuth';
import { renderGeneratedList } from '../generic/renderGeneratedList';
import { json, serve } from '../shell/shellHarness';

// The project form is the generated form over the declared schema (issue 23 item 5) with the
// page's own inputs: people picked from /projects/people, a template on a new project only.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PEOPLE = {
  success: true,
  staff: [
    { id: 4, name: 'Mehmet', surname: 'Usta', role: 4 },
    { id: 2, name: 'Ali', surname: 'Çalışkan', role: 2 },
  ],
  customers: [{ id: 7, name: 'Can', surname: 'Müşteri', role: 0, company: 'Can Makine' }],
};

const PROJECT = { id: 3, name: 'Pres Kalıbı', description: null, status: 'in-progress', priority: 'high', projectManager: 4, oem: 7, requestNo: null, startDate: null, endDate: null, projectTemplateId: 9, members: [2], attachments: ['ph1', 'models/kalip.step'], attachmentFiles: [], steps: [] };

const projectsProvider = (listed: RaRecord[] = []) =>
  ({
    getList: vi.fn(async (resource: string) => (resource === projectsResource.route ? { data: listed, total: listed.length } : { data: [{ id: 9, name: 'Sac Şablonu' }], total: 1 })),
    getMany: vi.fn(async () => ({ data: [] })),
    getOne: vi.fn(async () => ({ data: PROJECT })),
    create: vi.fn(async (_resource: string, params: { data: RaRecord }) => ({ data: { ...params.data, id: 1 } })),
    update: vi.fn(async (_resource: string, params: { data: RaRecord }) => ({ data: { ...PROJECT, ...params.data } })),
  }) as unknown as DataProvider & { create: ReturnType<typeof vi.fn>; update: ReturnType<typeof vi.fn> };

const openNewProject = async (role: number) => {
  tokenStore.set('test-token');
  serve((url) => (url.includes('/projects/people') ? json(200, PEOPLE) : json(404, { success: false })));
  const dataProvider = projectsProvider();
  renderGeneratedList(projectsResource, projectListSlots, dataProvider, { ...adminAuth, getIdentity: async () => ({ id: 1, role }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Yeni Proje' }, { timeout: 5000 }));
  return { dialog: await screen.findByRole('dialog', { name: 'Yeni Proje' }), dataProvider };
};

/** Opens a select, waits for an option, and answers every option's text. */
const options = async (dialog: HTMLElement, label: string, awaited: string) => {
  await userEvent.click(await within(dialog).findByRole('combobox', { name: label }, { timeout: 5000 }));
  const listbox = await screen.findByRole('listbox');
  await within(listbox).findByRole('option', { name: awaited }, { timeout: 5000 });
  const names = within(listbox).getAllByRole('option').map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
};

describe('the new project form', () => {
  it('offers an admin the staff as manager, the customers as OEM and the templates, and saves the declared body', async () => {
    const { dialog, dataProvider } = await openNewProject(3);
    expect(await options(dialog, 'Proje Yöneticisi', 'Mehmet Usta')).toEqual(expect.arrayContaining(['Ali Çalışkan']));
    expect(await options(dialog, 'OEM', 'Can Müşteri (Can Makine)')).not.toContain('Mehmet Usta');
    await options(dialog, 'Proje Şablonu', 'Sac Şablonu');
    await userEvent.type(within(dialog).getByLabelText(/^Proje Adı/), '  Konveyör  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    // Trimmed by the declared schema; no photos or files picked, so no keys added.
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({ name: 'Konveyör', status: 'pending', priority: 'medium', attachments: [] });
  }, 30_000);

  it('refuses a blank name with the declared message', async () => {
    const { dialog, dataProvider } = await openNewProject(3);
    await userEvent.type(await within(dialog).findByLabelText(/^Proje Adı/, undefined, { timeout: 5000 }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Proje adı gereklidir')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  }, 30_000);

  it('gives a customer no status, manager, OEM or team to set, and tells them they are the customer', async () => {
    const { dialog } = await openNewProject(0);
    expect(await within(dialog).findByRole('combobox', { name: 'Öncelik' }, { timeout: 5000 })).toBeInTheDocument();
    for (const label of ['Durum', 'Proje Yöneticisi', 'OEM', 'Üyeler']) expect(within(dialog).queryByRole('combobox', { name: label })).toBeNull();
    expect(within(dialog).getByText('Müşteri olarak siz atanırsınız')).toBeInTheDocument();
  }, 30_000);
});

describe('the project edit form', () => {
  it('loads the project under its own title, offers no template, and keeps its attachments on save', async () => {
    tokenStore.set('test-token');
    serve((url) => (url.includes('/projects/people') ? json(200, PEOPLE) : json(404, { success: false })));
    const dataProvider = projectsProvider([PROJECT]);
    renderGeneratedList(projectsResource, projectListSlots, dataProvider);
    await screen.findByRole('link', { name: 'Pres Kalıbı' }, { timeout: 10_000 });
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Pres Kalıbı' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Projeyi Düzenle' });
    const name = await within(dialog).findByLabelText(/^Proje Adı/, undefined, { timeout: 5000 });
    await waitFor(() => expect(name).toHaveValue('Pres Kalıbı'));
    expect(within(dialog).queryByRole('combobox', { name: 'Proje Şablonu' })).toBeNull();
    await userEvent.type(name, ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]![1].data).toMatchObject({ name: 'Pres Kalıbı 2', status: 'in-progress', members: [2], attachments: ['ph1', 'models/kalip.step'] });
  }, 30_000);
});
