// 001 sections 2.4 and 4: a listed project's photo is deleted after a confirmation, then the project
// is re-read and written back without its key; a customer gets no delete on a photo the shop added.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ProjectPhotos } from '../../../src/resources/projects/list/ProjectPhotos';
import type { ProjectRecord } from '../../../src/domain/resources/projects';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

const master = userOf(4);
const customer = userOf(0);
const photo = (key: string, uploadedBy: number) => ({ key, kind: 'photo', name: `${key}.jpg`, size: 1024, mimeType: 'image/jpeg', uploadedBy });
const project = {
  id: 5,
  name: 'Pres Kalıbı',
  projectManager: master.id,
  attachments: ['ph1', 'doc.pdf'],
  attachmentFiles: [photo('ph1', master.id)],
} as unknown as ProjectRecord;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const show = (user: typeof master) => {
  const fetchMock = serve((url) => (url.includes('/images/') ? json(200, { success: true }) : json(200, { success: true, project })));
  renderInAdmin(
    <RecordContextProvider value={project}>
      <ProjectPhotos />
    </RecordContextProvider>,
    { user, dataProvider, i18nProvider },
  );
  return fetchMock;
};
const calls = (fetchMock: ReturnType<typeof serve>, method: string) =>
  fetchMock.mock.calls.filter((call) => ((call as unknown[])[1] as RequestInit | undefined)?.method === method).map((call) => String((call as unknown[])[0]));

describe('a listed project’s photo', () => {
  it('is deleted once confirmed, then the re-read project is written back without its key', async () => {
    const fetchMock = show(master);
    await userEvent.click(await screen.findByRole('button', { name: 'Fotoğrafı sil' }));
    const question = await screen.findByRole('dialog', { name: 'Fotoğrafı sil' });
    expect(calls(fetchMock, 'DELETE')).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(1));
    expect(calls(fetchMock, 'DELETE')[0]).toContain('/images/ph1');
    const put = fetchMock.mock.calls.find((call) => ((call as unknown[])[1] as RequestInit | undefined)?.method === 'PUT')!;
    expect(JSON.parse(String(((put as unknown[])[1] as RequestInit).body))).toMatchObject({ attachments: ['doc.pdf'] });
  });

  it('offers a customer no delete of a photo the shop added', async () => {
    show(customer);
    expect(await screen.findByTestId('project-photo-strip')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fotoğrafı sil' })).toBeNull();
  });
});
