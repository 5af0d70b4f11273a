import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ActivityCreateDialog } from '../../../src/resources/projects/detail/ActivityCreateDialog';
import { ToastProvider } from '../../../src/ui/ToastProvider';
import { permissionsAuth } from './permissionsAuth';

// A line or a step added one too many can be taken out again (QA: a blank line blocked the save).
const create = vi.hoisted(() => vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { id: 1, ...params.data } })));
vi.mock('../../../src/resources/projects/projectApi', () => ({ uploadActivity: vi.fn() }));
const sentMetadata = () => (create.mock.calls[0]![1] as { data: { metadata: Record<string, unknown> } }).data.metadata;

afterEach(() => {
  cleanup();
  create.mockClear();
});

const authProvider = permissionsAuth(['canViewAllProjects']);

const renderDialog = async (type: string, title: string) => {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ create } as unknown as DataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>
          <ActivityCreateDialog projectId={3} stepTemplateId={9} onClose={vi.fn()} onCreated={vi.fn()} />
        </ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: /^Başlık/ }), title);
  await userEvent.click(screen.getByRole('combobox', { name: 'Tür' }));
  await userEvent.click(await screen.findByRole('option', { name: type }));
};

describe('removing a line of a Malzemeler activity or a step of a Prosedür one', () => {
  it('takes a blank material line out so the activity saves, never the last line', async () => {
    await renderDialog('Malzemeler', 'Sac alımı');
    // One line: nothing to remove (at least one is required).
    expect(within(screen.getByTestId('material-line')).queryByRole('button', { name: 'Satırı Kaldır' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Malzeme' }), 'Cıvata');
    await userEvent.click(screen.getByRole('button', { name: 'Satır Ekle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Malzeme adı gereklidir')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    const blank = screen.getAllByTestId('material-line')[1]!;
    await userEvent.click(within(blank).getByRole('button', { name: 'Satırı Kaldır' }));
    expect(screen.getAllByTestId('material-line')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Satırı Kaldır' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(sentMetadata()).toMatchObject({ materials: [{ name: 'Cıvata' }] });
    expect((sentMetadata().materials as unknown[]).length).toBe(1);
  });

  it('removes the line it is on, keeping what the others hold', async () => {
    await renderDialog('Malzemeler', 'Sac alımı');
    await userEvent.click(screen.getByRole('button', { name: 'Satır Ekle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Satır Ekle' }));
    const names = () => screen.getAllByRole('textbox', { name: 'Malzeme' });
    await userEvent.type(names()[0]!, 'Birinci');
    await userEvent.type(names()[1]!, 'İkinci');
    await userEvent.type(names()[2]!, 'Üçüncü');
    await userEvent.click(within(screen.getAllByTestId('material-line')[1]!).getByRole('button', { name: 'Satırı Kaldır' }));
    expect(names().map((n) => (n as HTMLInputElement).value)).toEqual(['Birinci', 'Üçüncü']);
  });

  it('takes a procedure step out, never the last one', async () => {
    await renderDialog('Prosedür', 'Kaynak hazırlığı');
    expect(screen.queryByRole('button', { name: 'Adımı Kaldır' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Adım 1' }), 'Yüzeyi temizle');
    await userEvent.click(screen.getByRole('button', { name: 'Adım Ekle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Adım 2' })).toHaveAttribute('aria-invalid', 'true'));
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(within(screen.getAllByTestId('procedure-step')[1]!).getByRole('button', { name: 'Adımı Kaldır' }));
    expect(screen.queryByRole('textbox', { name: 'Adım 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adımı Kaldır' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(sentMetadata()).toMatchObject({ steps: [{ title: 'Yüzeyi temizle' }] });
    expect((sentMetadata().steps as unknown[]).length).toBe(1);
  });
});
