import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/providers/httpClient';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { JobDeleteDialog } from '../../../src/resources/jobs/JobDeleteDialog';
import type { JobRecord } from '../../../src/resources/jobs/jobRecord';
import { ToastProvider } from '../../../src/ui/ToastProvider';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderWith = (remove: DataProvider['delete'], dialog: ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ delete: remove } as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>{dialog}</ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('the jobs delete dialog (the shared dialog, texts unchanged)', () => {
  it('asks before deleting a job, deletes it on Sil, says so and closes', async () => {
    const remove = vi.fn(async () => ({ data: { id: 7 } })) as unknown as DataProvider['delete'];
    const onClose = vi.fn();
    renderWith(remove, <JobDeleteDialog job={{ id: 7, attachments: [] } as unknown as JobRecord} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'İşi Sil' });
    expect(dialog).toHaveTextContent('#7 numaralı işi ve tüm fotoğraflarını silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.');
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('İş ve fotoğrafları başarıyla silindi')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('jobs', expect.objectContaining({ id: 7 }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks the server to delete the job only: a job paid meanwhile is refused with its photos still there', async () => {
    // Any photo call of the screen's own would go through fetch; the server deletes the photos with the job.
    const fetched = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    const remove = vi.fn(async () => {
      throw new HttpError('Ödemesi alınmış bir iş silinemez.', 409, { success: false, message: 'Ödemesi alınmış bir iş silinemez.' });
    }) as unknown as DataProvider['delete'];
    const onClose = vi.fn();
    renderWith(remove, <JobDeleteDialog job={{ id: 7, attachments: ['a.jpg', 'b.jpg'] } as unknown as JobRecord} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Ödemesi alınmış bir iş silinemez.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(fetched).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Vazgeç closes the job dialog without deleting', async () => {
    const remove = vi.fn() as unknown as DataProvider['delete'];
    const onClose = vi.fn();
    renderWith(remove, <JobDeleteDialog job={{ id: 7, attachments: [] } as unknown as JobRecord} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    expect(onClose).toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});
