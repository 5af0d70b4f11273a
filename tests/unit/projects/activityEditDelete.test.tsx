import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/providers/httpClient';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ActivityDetailDialog } from '../../../src/resources/projects/detail/ActivityDetailDialog';
import type { ActivityRecord } from '../../../src/domain/resources/activities';
import type { ProjectStep } from '../../../src/domain/resources/projectReplies';
import { ToastProvider } from '../../../src/ui/ToastProvider';

const signedIn = vi.hoisted(() => ({ user: { id: 5, role: 1 } as { id: number; role: number } | null }));
vi.mock('../../../src/ui/useSignedInUser', () => ({ useSignedInUser: () => ({ user: signedIn.user }) }));
vi.mock('../../../src/resources/projects/projectApi', () => ({ listComments: async () => [], addComment: vi.fn() }));

afterEach(cleanup);

const activity: ActivityRecord = {
  id: 41,
  projectId: 3,
  stepTemplateId: null,
  type: 'note',
  title: 'Sac ölçüsü',
  content: 'İlk not',
  metadata: {},
  createdBy: 5,
  createdByName: 'Ayşe Kaya',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  attachments: [],
  commentCount: 0,
};
const steps: ProjectStep[] = [{ id: 1, stepTemplateId: 9, stepName: 'Kesim', status: 'pending', progress: 0, notes: null, position: 0 } as ProjectStep];

const renderDialog = (provider: Partial<DataProvider>, props: Partial<Parameters<typeof ActivityDetailDialog>[0]> = {}) => {
  const handlers = { onClose: vi.fn(), onChanged: vi.fn(), onDeleted: vi.fn() };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>
          <ActivityDetailDialog activity={activity} steps={steps} {...handlers} {...props} />
        </ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return handlers;
};

describe('editing and deleting an activity from its detail dialog', () => {
  it('hides both actions from a user who neither wrote it nor is an admin', async () => {
    signedIn.user = { id: 6, role: 1 };
    renderDialog({});
    await screen.findByRole('button', { name: 'Kapat' });
    expect(screen.queryByRole('button', { name: 'Düzenle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sil' })).toBeNull();
  });

  it('lets an admin edit another user’s activity: title, description and step go through the dataProvider', async () => {
    signedIn.user = { id: 1, role: 3 };
    const update = vi.fn(async (_r: string, p: { id: number; data: Record<string, unknown> }) => ({ data: { ...activity, ...p.data } }));
    const { onChanged } = renderDialog({ update: update as unknown as DataProvider['update'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle' }));
    const form = await screen.findByRole('dialog', { name: 'Aktiviteyi Düzenle' });
    const title = within(form).getByRole('textbox', { name: 'Başlık' });
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await within(form).findByText('Başlık gereklidir')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.type(title, 'Sac ölçüsü (düzeltildi)');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Adım' }));
    await userEvent.click(await screen.findByRole('option', { name: '1. Kesim' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('activities', expect.objectContaining({ id: 41, data: { title: 'Sac ölçüsü (düzeltildi)', content: 'İlk not', stepTemplateId: 9 } }));
    expect(onChanged.mock.calls[0]![0]).toMatchObject({ title: 'Sac ölçüsü (düzeltildi)', stepTemplateId: 9 });
    expect(await screen.findByText('Aktivite güncellendi')).toBeInTheDocument();
  });

  it('asks before its author deletes it, deletes on Sil and says so', async () => {
    signedIn.user = { id: 5, role: 1 };
    const remove = vi.fn(async () => ({ data: activity }));
    const { onDeleted } = renderDialog({ delete: remove as unknown as DataProvider['delete'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aktiviteyi Sil' });
    expect(confirm).toHaveTextContent('"Sac ölçüsü" aktivitesini silmek istediğinizden emin misiniz?');
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith('activities', expect.objectContaining({ id: 41 }));
    expect(await screen.findByText('Aktivite silindi')).toBeInTheDocument();
  });

  it('keeps the question open with the server’s refusal', async () => {
    signedIn.user = { id: 5, role: 1 };
    const refusal = new HttpError('Aktiviteyi yalnızca ekleyen kişi veya yönetici değiştirebilir', 403, { success: false, message: 'Aktiviteyi yalnızca ekleyen kişi veya yönetici değiştirebilir' });
    const remove = vi.fn(async () => Promise.reject(refusal));
    const { onDeleted } = renderDialog({ delete: remove as unknown as DataProvider['delete'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aktiviteyi Sil' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await within(confirm).findByText('Aktiviteyi yalnızca ekleyen kişi veya yönetici değiştirebilir')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
