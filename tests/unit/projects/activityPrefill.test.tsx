import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ActivityCreateDialog } from '../../../src/resources/projects/detail/ActivityCreateDialog';
import { catalogueLine, procedureSteps } from '../../../src/resources/projects/detail/activityPrefill';
import { ToastProvider } from '../../../src/ui/ToastProvider';

// The activity is created through the dataProvider (the declared activities resource).
const api = vi.hoisted(() => ({ create: vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { id: 1, ...params.data } })) }));
vi.mock('../../../src/resources/projects/projectApi', () => ({ uploadActivity: vi.fn() }));
const createdBody = () => (api.create.mock.calls[0]![1] as { data: Record<string, unknown> }).data;

afterEach(() => {
  cleanup();
  api.create.mockClear();
});

const procedure = { id: 4, title: 'Kaynak öncesi kontrol', description: '1. Yüzeyi temizle\n2. Ölçüleri kontrol et\n\n- Kaynak ağzını aç', isActive: true };
const material = { id: 8, name: 'S235JR', density: 7.85, currentPricePerKg: 46.2 };

describe('filling a Prosedür or Malzemeler activity from the catalogues', () => {
  it('turns a procedure’s description lines into steps, its title into one when it has none', () => {
    expect(procedureSteps(procedure)).toEqual([
      { title: 'Yüzeyi temizle', description: '' },
      { title: 'Ölçüleri kontrol et', description: '' },
      { title: 'Kaynak ağzını aç', description: '' },
    ]);
    expect(procedureSteps({ title: 'Boya', description: undefined })).toEqual([{ title: 'Boya', description: '' }]);
  });

  it('makes a catalogue material a kg line at its current price with its density noted', () => {
    expect(catalogueLine(material)).toEqual({ name: 'S235JR', cost: 46.2, quantity: 1, unit: 'kg', supplier: '', notes: 'Yoğunluk: 7,85 g/cm³' });
    expect(catalogueLine({ ...material, currentPricePerKg: null }).cost).toBe(0);
  });

  const renderDialog = () => {
    const getList = vi.fn(async (resource: string) => ({ data: resource === 'procedures' ? [procedure] : [material], total: 1 }));
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => ['canViewAllProjects', 'canAccessProcedures', 'canAccessMaterials'],
    };
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{ getList, create: api.create } as unknown as DataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <ToastProvider>
            <ActivityCreateDialog projectId={3} stepTemplateId={9} onClose={vi.fn()} onCreated={vi.fn()} />
          </ToastProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    return getList;
  };
  const chooseType = async (label: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: 'Tür' }));
    await userEvent.click(await screen.findByRole('option', { name: label }));
  };

  it('copies a managed procedure’s steps in, still editable, and saves them', async () => {
    renderDialog();
    await userEvent.type(screen.getByRole('textbox', { name: /^Başlık/ }), 'Kaynak hazırlığı');
    await chooseType('Prosedür');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Kayıtlı prosedürden doldur' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kaynak öncesi kontrol' }));
    expect(screen.getByRole('textbox', { name: 'Prosedür Adı' })).toHaveValue('Kaynak öncesi kontrol');
    expect(screen.getByRole('textbox', { name: 'Adım 3' })).toHaveValue('Kaynak ağzını aç');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Adım 2' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Adım 2' }), 'Ölçüleri çift kontrol et');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0]![0]).toBe('activities');
    expect(createdBody()).toMatchObject({
      type: 'procedure',
      metadata: { templateName: 'Kaynak öncesi kontrol', steps: [{ title: 'Yüzeyi temizle' }, { title: 'Ölçüleri çift kontrol et' }, { title: 'Kaynak ağzını aç' }] },
    });
  });

  it('fills a material line from the catalogue and keeps free lines possible', async () => {
    const getList = renderDialog();
    await userEvent.type(screen.getByRole('textbox', { name: /^Başlık/ }), 'Sac alımı');
    await chooseType('Malzemeler');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Katalogdan malzeme ekle' }));
    await userEvent.click(await screen.findByRole('option', { name: 'S235JR' }));
    expect(getList).toHaveBeenCalledWith('materials', expect.anything());
    const lines = screen.getAllByTestId('material-line');
    expect(lines).toHaveLength(1);
    expect(within(lines[0]!).getByRole('textbox', { name: 'Malzeme' })).toHaveValue('S235JR');
    expect(lines[0]).toHaveTextContent('Yoğunluk: 7,85 g/cm³');
    await userEvent.click(screen.getByRole('button', { name: 'Satır Ekle' }));
    await userEvent.type(within(screen.getAllByTestId('material-line')[1]!).getByRole('textbox', { name: 'Malzeme' }), 'Cıvata');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    const sent = (createdBody() as { metadata: { materials: Record<string, unknown>[] } }).metadata.materials;
    expect(sent[0]).toMatchObject({ name: 'S235JR', cost: 46.2, quantity: 1, unit: 'kg', notes: 'Yoğunluk: 7,85 g/cm³' });
    expect(sent[1]).toMatchObject({ name: 'Cıvata' });
  });
});
