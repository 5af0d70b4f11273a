import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/providers/httpClient';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { JobDeleteDialog } from '../../../src/resources/jobs/JobDeleteDialog';
import type { JobRecord } from '../../../src/resources/jobs/jobRecord';
import { OperationDeleteDialog } from '../../../src/resources/operations/OperationDeleteDialog';
import type { OperationRecord } from '../../../src/domain/resources/operations';
import { ToastProvider } from '../../../src/ui/ToastProvider';

afterEach(cleanup);

const renderWith = (remove: DataProvider['delete'], dialog: ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ delete: remove } as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>{dialog}</ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('the jobs and operations delete dialogs (one shared dialog, texts unchanged)', () => {
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

  it('Vazgeç closes the job dialog without deleting', async () => {
    const remove = vi.fn() as unknown as DataProvider['delete'];
    const onClose = vi.fn();
    renderWith(remove, <JobDeleteDialog job={{ id: 7, attachments: [] } as unknown as JobRecord} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    expect(onClose).toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when an operation in use cannot be deleted', async () => {
    const refusal = new HttpError('Bu operasyon işlerde kullanıldığı için silinemez', 409, { success: false, message: 'Bu operasyon işlerde kullanıldığı için silinemez' });
    const remove = vi.fn(async () => Promise.reject(refusal)) as unknown as DataProvider['delete'];
    const onClose = vi.fn();
    renderWith(remove, <OperationDeleteDialog operation={{ id: 4, name: 'Frezeleme' } as unknown as OperationRecord} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Operasyonu Sil' });
    expect(dialog).toHaveTextContent('"Frezeleme" operasyonunu silmek istediğinizden emin misiniz?');
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith('operations', expect.objectContaining({ id: 4 }));
    expect(screen.getByText('Bu operasyon işlerde kullanıldığı için silinemez')).toBeInTheDocument();
  });
});
