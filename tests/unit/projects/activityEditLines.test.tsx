import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityRecord } from '../../../src/domain/resources/activities';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ActivityEditDialog } from '../../../src/resources/projects/detail/ActivityEditDialog';
import { ToastProvider } from '../../../src/ui/ToastProvider';
import { permissionsAuth } from './permissionsAuth';

// A saved Malzemeler activity's lines are fixed in its edit dialog, not by deleting and adding it again.
const update = vi.hoisted(() => vi.fn(async (_resource: string, params: { id: number; data: Record<string, unknown> }) => ({ data: { id: params.id, ...params.data } })));
const sent = () => (update.mock.calls[0]![1] as { data: Record<string, unknown> }).data;

afterEach(() => {
  cleanup();
  update.mockClear();
});

const authProvider = permissionsAuth(['canViewAllProjects']);

const materials = {
  id: 7,
  projectId: 3,
  stepTemplateId: null,
  type: 'materials',
  title: 'Sac alımı',
  content: null,
  metadata: { materials: [{ name: 'St37 sac', cost: 23.55, quantity: 1250, unit: 'kg', supplier: 'Kaya Metal', notes: '' }], totalCost: 29437.5 },
} as unknown as ActivityRecord;

const renderDialog = (activity: ActivityRecord) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ update } as unknown as DataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>
          <ActivityEditDialog activity={activity} steps={[]} onClose={vi.fn()} onSaved={vi.fn()} />
        </ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );

describe("editing a saved Malzemeler activity's lines", () => {
  it('shows the saved lines the Turkish way and sends the changed ones', async () => {
    renderDialog(materials);
    expect(screen.getByRole('textbox', { name: 'Malzeme' })).toHaveValue('St37 sac');
    const quantity = screen.getByRole('textbox', { name: 'Miktar' });
    expect(quantity).toHaveValue('1.250');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1.300');
    await userEvent.click(screen.getByRole('button', { name: 'Satır Ekle' }));
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Malzeme' })[1]!, 'M8 cıvata');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(sent()).toMatchObject({
      title: 'Sac alımı',
      metadata: { materials: [{ name: 'St37 sac', cost: 23.55, quantity: 1300, unit: 'kg', supplier: 'Kaya Metal' }, { name: 'M8 cıvata', cost: 0, quantity: 1, unit: 'adet' }] },
    });
  });

  it('refuses a line at its own input, sending nothing', async () => {
    renderDialog(materials);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Malzeme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Malzeme adı gereklidir')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('leaves the metadata of other types alone: a note sends its title and step only', async () => {
    renderDialog({ ...materials, type: 'note', metadata: { tags: ['ölçü'], isPrivate: false } } as unknown as ActivityRecord);
    expect(screen.queryByTestId('material-line')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(sent()).not.toHaveProperty('metadata');
  });
});
