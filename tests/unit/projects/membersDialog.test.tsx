// 001 sections 2.5 and 5: 'Ekibi Yönet' offers staff searched on the server as typed (a shop has
// hundreds: the dialog read every one of them into a select), keeps its refusals, saves the team.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { MembersPanel } from '../../../src/resources/projects/detail/MembersPanel';
import type { ProjectRecord } from '../../../src/domain/resources/projects';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

const admin = userOf(1);
const staff = [
  { id: 4, name: 'Mehmet', surname: 'Usta', role: 4 },
  { id: 2, name: 'Ali', surname: 'Çalışkan', role: 2 },
  { id: 6, name: 'Ayşe', surname: 'Tezgah', role: 2 },
];
const project = {
  id: 5,
  name: 'Pres Kalıbı',
  projectManager: 4,
  projectManagerName: 'Mehmet Usta',
  oem: 7,
  oemName: 'Can Müşteri',
  members: [6],
  memberUsers: [{ id: 6, name: 'Ayşe', surname: 'Tezgah' }],
} as unknown as ProjectRecord;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const open = async () => {
  const fetchMock = serve((url) => {
    if (url.includes('/projects/people/search')) {
      const q = new URL(url, 'http://localhost').searchParams.get('q')?.toLocaleLowerCase('tr') ?? '';
      return json(200, { success: true, people: staff.filter((p) => `${p.name} ${p.surname}`.toLocaleLowerCase('tr').includes(q)), more: false, chosen: [] });
    }
    return json(200, { success: true, project: { ...project, members: [6, 2], memberUsers: [...project.memberUsers, { id: 2, name: 'Ali', surname: 'Çalışkan' }] } });
  });
  const onChanged = vi.fn();
  renderInAdmin(<MembersPanel project={project} canManage onChanged={onChanged} />, { user: admin, dataProvider, i18nProvider });
  await userEvent.click(screen.getByRole('button', { name: 'Ekibi Yönet' }));
  return { fetchMock, onChanged, dialog: await screen.findByRole('dialog', { name: 'Ekip Üyeleri' }) };
};
const urls = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));

describe('the team dialog', () => {
  it('searches staff on the server as typed, never reading them all', async () => {
    const { fetchMock, dialog } = await open();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Kullanıcı' }), 'çalış');
    // The first page (asked on opening) gives way to the server's matches once typing pauses.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Mehmet Usta' })).toBeNull());
    expect(screen.getByRole('option', { name: 'Ali Çalışkan' })).toBeInTheDocument();
    const asked = urls(fetchMock);
    expect(asked.some((u) => u.includes('/projects/people/search') && u.includes('kind=staff') && u.includes(`q=${encodeURIComponent('çalış')}`))).toBe(true);
    expect(asked.some((u) => u.endsWith('/projects/people'))).toBe(false);
  });

  it('refuses the manager as a member and saves a picked employee into the team', async () => {
    const { fetchMock, onChanged, dialog } = await open();
    const picker = within(dialog).getByRole('combobox', { name: 'Kullanıcı' });
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Mehmet Usta' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Bu kullanıcı zaten proje yöneticisi veya müşteri olarak atanmış')).toBeInTheDocument();
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Ali');
    await userEvent.click(await screen.findByRole('option', { name: 'Ali Çalışkan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find((call) => ((call as unknown[])[1] as RequestInit | undefined)?.method === 'PUT')!;
    expect(JSON.parse(String(((put as unknown[])[1] as RequestInit).body))).toMatchObject({ members: [6, 2] });
  });
});
