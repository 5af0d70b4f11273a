// Issue 22: a project file is deleted after a confirmation and says it is done; a customer is
// offered the delete of their own uploads only (the server still decides).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectFilesSection } from '../../../src/resources/projects/detail/ProjectFilesSection';
import { dataProvider } from '../../../src/providers/dataProvider';
import type { ProjectRecord } from '../../../src/domain/resources/projects';
import { json, renderInAdmin, serve, userOf } from '../shell/shellHarness';

const customer = userOf(0);
const master = userOf(4);
const file = (key: string, name: string, uploadedBy: number) => ({ key, kind: 'pdf', name, size: 2048, mimeType: 'application/pdf', uploadedBy });
const project = {
  id: 5,
  name: 'Pres Kalıbı',
  projectManager: master.id,
  attachments: ['own.pdf', 'shop.pdf'],
  attachmentFiles: [file('own.pdf', 'benim çizimim.pdf', customer.id), file('shop.pdf', 'atölye çizimi.pdf', master.id)],
} as unknown as ProjectRecord;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const show = (user: typeof customer) => {
  const fetchMock = serve((url) => (url.includes('/files/') ? json(200, { success: true, message: 'Dosya silindi' }) : json(200, { success: true, project, user })));
  const onProject = vi.fn();
  renderInAdmin(<ProjectFilesSection project={project} canEdit onProject={onProject} />, { user, dataProvider });
  return { fetchMock, onProject };
};
const deletes = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.filter((call) => (call as unknown[])[1] && ((call as unknown[])[1] as RequestInit).method === 'DELETE');

describe('deleting a project file', () => {
  it('offers a customer the delete of their own upload only', async () => {
    show(customer);
    expect(await screen.findByRole('button', { name: 'Sil: benim çizimim.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sil: atölye çizimi.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'İndir: atölye çizimi.pdf' })).toBeInTheDocument();
  });

  it("offers the project's master the delete of every file", async () => {
    show(master);
    expect(await screen.findByRole('button', { name: 'Sil: atölye çizimi.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sil: benim çizimim.pdf' })).toBeInTheDocument();
  });

  it('asks first, deletes nothing on cancel, and says when it is done', async () => {
    const { fetchMock, onProject } = show(customer);
    fireEvent.click(await screen.findByRole('button', { name: 'Sil: benim çizimim.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('"benim çizimim.pdf" dosyası projeden silinecek. Bu işlem geri alınamaz.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sil: benim çizimim.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Dosya silindi')).toBeInTheDocument();
    expect(deletes(fetchMock).map((call) => String((call as unknown[])[0]))).toEqual(['/v1/files/own.pdf']);
    expect(onProject).toHaveBeenCalled();
  });
});
