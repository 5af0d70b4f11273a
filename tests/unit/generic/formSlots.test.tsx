import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, CreateBase, Form, SaveContextProvider, memoryStore, useSaveContext, type DataProvider, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchesResource } from '../../../src/domain/resources/benches';
import { projectsResource } from '../../../src/domain/resources/projects';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ResourceInputs } from '../../../src/resources/generic/ResourceInputs';
import type { FieldInputProps, ResourceOverride } from '../../../src/resources/generic/resourceOverride';
import { adminAuth } from './adminAuth';
import { renderGeneratedList } from './renderGeneratedList';

// Issue 23 item 5: the generated form's slots (an input of the override's own, a scope around the
// form with a save of its own), per-record rights on a row, and no input for a field the role may not set.

afterEach(cleanup);

const BENCHES = [
  { id: 1, name: 'CNC Torna 1', status: 'Aktif' },
  { id: 2, name: 'Freze 2', status: 'Pasif' },
];

const benchesProvider = () =>
  ({
    getList: vi.fn(async () => ({ data: BENCHES, total: BENCHES.length })),
    getMany: vi.fn(async () => ({ data: [] })),
    create: vi.fn(async (_resource: string, params: { data: RaRecord }) => ({ data: { ...params.data, id: 3 } })),
  }) as unknown as DataProvider & { create: ReturnType<typeof vi.fn> };

/** A box of the override's own, which says which field it stands for. */
const OwnNameInput = ({ field, source }: FieldInputProps) => <input aria-label={`Kendi: ${field.label}`} name={source} />;

/** Adds a stamp to every save, as a project adds its uploaded files' keys. */
const StampingScope = ({ children }: { children: ReactNode }) => {
  const context = useSaveContext();
  return <SaveContextProvider value={{ ...context, save: (data: Partial<RaRecord>, callbacks?: object) => context.save?.({ ...data, stamp: 'eklendi' }, callbacks) }}>{children}</SaveContextProvider>;
};

describe('the generated form’s slots', () => {
  it('draws the override’s input in place of its field’s kind, and saves through the override’s scope', async () => {
    const dataProvider = benchesProvider();
    const override: ResourceOverride = { forms: 'dialog', createLabel: 'Yeni Tezgah', inputs: { status: OwnNameInput }, formScope: StampingScope };
    renderGeneratedList(benchesResource, override, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni Tezgah' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Kendi: Durum', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Durum/ })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/^Tezgah adı/), 'Pres 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({ name: 'Pres 3', stamp: 'eklendi' });
  }, 20_000);

  it('asks the override per record whether a row may be edited and deleted, after the access check', async () => {
    renderGeneratedList(benchesResource, { forms: 'dialog', mayEdit: (record) => record.id === 1, mayDelete: () => false }, benchesProvider());
    expect(await screen.findByRole('button', { name: 'Düzenle: CNC Torna 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Düzenle: Freze 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sil/ })).toBeNull();
  }, 20_000);
});

/** The project form's inputs for a role, as a new project's dialog holds them. */
const projectInputs = (role: number) =>
  render(
    <MemoryRouter>
      <AdminContext authProvider={{ ...adminAuth, getIdentity: async () => ({ id: 1, role }) }} i18nProvider={i18nProvider} store={memoryStore()}>
        <CreateBase resource={projectsResource.route}>
          <Form>
            <ResourceInputs declaration={projectsResource} />
          </Form>
        </CreateBase>
      </AdminContext>
    </MemoryRouter>,
  );

describe('a field the role may not set (editableBy)', () => {
  it('has no input for that role, and its input for one that may', async () => {
    projectInputs(3);
    expect(await screen.findByRole('combobox', { name: 'Durum' }, { timeout: 5000 })).toBeInTheDocument();
    cleanup();
    projectInputs(0);
    expect(await screen.findByRole('combobox', { name: 'Öncelik' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Durum' })).toBeNull();
  }, 20_000);
});
