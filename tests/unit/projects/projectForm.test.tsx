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
// page's own inputs: people searched on /projects/people/search, a template on a new project only.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PEOPLE = {
  staff: [
    { id: 4, name: 'Mehmet', surname: 'Usta', role: 4 },
    { id: 2, name: 'Ali', surname: 'Çalışkan', role: 2 },
    { id: 5, name: 'Veli', surname: 'Usta', role: 2 },
  ],
  customers: [{ id: 7, name: 'Can', surname: 'Müşteri', role: 0, company: 'Can Makine' }],
};

/**
 * The people search as the server answers it: the matches of q by name, and the asked ids.
 * `firstPage` stands in for a shop's first 20: with it, nobody above is on the page unsearched.
 */
const peopleSearch = (firstPage?: { id: number; name: string; surname: string; role: number }[]) => (url: string) => {
  const query = new URL(url, 'http://localhost').searchParams;
  const all = PEOPLE[query.get('kind') as keyof typeof PEOPLE];
  const q = query.get('q')?.toLocaleLowerCase('tr') ?? '';
  const ids = (query.get('ids') ?? '').split(',').filter(Boolean).map(Number);
  const people = !q && firstPage ? firstPage : all.filter((p) => `${p.name} ${p.surname}`.toLocaleLowerCase('tr').includes(q));
  return json(200, { success: true, people, more: false, chosen: all.filter((p) => ids.includes(p.id)) });
};
const serveProjects = (firstPage?: Parameters<typeof peopleSearch>[0]) => {
  const search = peopleSearch(firstPage);
  return serve((url) => (url.includes('/projects/people/search') ? search(url) : json(404, { success: false })));
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

const openNewProject = async (role: number, firstPage?: Parameters<typeof peopleSearch>[0]) => {
  tokenStore.set('test-token');
  const fetched = serveProjects(firstPage);
  const dataProvider = projectsProvider();
  renderGeneratedList(projectsResource, projectListSlots, dataProvider, { ...adminAuth, getIdentity: async () => ({ id: 1, role }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Yeni Proje' }, { timeout: 5000 }));
  return { dialog: await screen.findByRole('dialog', { name: 'Yeni Proje' }), dataProvider, fetched };
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

  it('searches the team on the server as one types, offers no manager in it, and saves the picks by id', async () => {
    // Ali is past the first page: only the search for what is typed offers him.
    const { dialog, dataProvider, fetched } = await openNewProject(3, [PEOPLE.staff[0]!]);
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Proje Yöneticisi' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mehmet Usta' }, { timeout: 5000 }));
    const team = within(dialog).getByRole('combobox', { name: 'Üyeler' });
    await userEvent.type(team, 'çalı');
    await userEvent.click(await screen.findByRole('option', { name: 'Ali Çalışkan' }, { timeout: 5000 }));
    const asked = fetched.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams);
    expect(asked.some((p) => p.get('kind') === 'staff' && p.get('q') === 'çalı')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Ali Çalışkan' })).toBeInTheDocument();
    await userEvent.type(team, 'usta');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Veli Usta' }, { timeout: 5000 });
    expect(within(listbox).queryByRole('option', { name: 'Mehmet Usta' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByLabelText(/^Proje Adı/), 'Konveyör');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({ projectManager: 4, members: [2] });
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

const openEdit = async () => {
  const dataProvider = projectsProvider([PROJECT]);
  renderGeneratedList(projectsResource, projectListSlots, dataProvider);
  await screen.findByRole('link', { name: 'Pres Kalıbı' }, { timeout: 10_000 });
  await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Pres Kalıbı' }, { timeout: 10_000 }));
  return { dialog: await screen.findByRole('dialog', { name: 'Projeyi Düzenle' }), dataProvider };
};

describe('the project edit form', () => {
  it("shows the project's people by name though the first page of the search holds none of them", async () => {
    tokenStore.set('test-token');
    const fetched = serveProjects([{ id: 50, name: 'Başka', surname: 'Biri', role: 2 }]);
    const { dialog } = await openEdit();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Proje Yöneticisi' })).toHaveValue('Mehmet Usta'), { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'OEM' })).toHaveValue('Can Müşteri (Can Makine)'));
    expect(await within(dialog).findByRole('button', { name: 'Ali Çalışkan' })).toBeInTheDocument();
    // Named by asking their ids, not by reading every user.
    const urls = fetched.mock.calls.map(([url]) => String(url));
    const asked = urls.filter((u) => u.includes('/projects/people/search')).map((u) => new URL(u, 'http://localhost').searchParams);
    expect(asked.some((p) => p.get('kind') === 'staff' && p.get('ids')?.split(',').includes('4'))).toBe(true);
    expect(urls.some((u) => u.endsWith('/projects/people'))).toBe(false);
  }, 30_000);

  it('loads the project under its own title, offers no template, and keeps its attachments on save', async () => {
    tokenStore.set('test-token');
    serveProjects();
    const { dialog, dataProvider } = await openEdit();
    const name = await within(dialog).findByLabelText(/^Proje Adı/, undefined, { timeout: 5000 });
    await waitFor(() => expect(name).toHaveValue('Pres Kalıbı'));
    expect(within(dialog).queryByRole('combobox', { name: 'Proje Şablonu' })).toBeNull();
    await userEvent.type(name, ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]![1].data).toMatchObject({ name: 'Pres Kalıbı 2', status: 'in-progress', members: [2], attachments: ['ph1', 'models/kalip.step'] });
  }, 30_000);
});
