import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ProjectTemplatesDialog } from '../../../src/resources/projectTemplates/ProjectTemplatesDialog';
import { StepTemplatesDialog } from '../../../src/resources/stepTemplates/StepTemplatesDialog';
import { adminAuth } from './adminAuth';

// Issue 23 item 5: the template modals of the project list are their declarations plus the
// generated list's slots (cards, forms in dialogs); nothing about them is written twice.

afterEach(cleanup);

const STEPS = [
  { id: 7, name: 'Kesim', description: 'Lazer kesim', status: 'inactive', createdAt: '2026-01-02T09:00:00.000Z', updatedAt: null },
  { id: 8, name: 'Kaynak', description: null, status: 'active', createdAt: '2026-01-02T09:00:00.000Z', updatedAt: null },
  { id: 10, name: 'Boya', description: null, status: 'active', createdAt: '2026-01-02T09:00:00.000Z', updatedAt: null },
];
const TEMPLATES = [{ id: 3, name: 'Şasi', description: 'Standart şasi', steps: [8, 7], stepNames: ['Kaynak', 'Kesim'], createdAt: '2026-01-02T09:00:00.000Z', updatedAt: null }];

const STEP_ROUTE = 'dashboard/step-templates';
const TEMPLATE_ROUTE = 'dashboard/project-templates';

const dataProvider = () => {
  const rows = (resource: string) => (resource === STEP_ROUTE ? STEPS : TEMPLATES);
  return {
    getList: vi.fn(async (resource: string, { filter }: { filter?: { status?: string } }) => {
      const data = rows(resource).filter((r) => !filter?.status || ('status' in r && r.status === filter.status));
      return { data, total: data.length };
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: number }) => ({ data: rows(resource).find((r) => r.id === Number(id)) })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({ data: rows(resource).filter((r) => ids.includes(r.id)) })),
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 9, ...data } })),
    update: vi.fn(async (resource: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({ data: { ...rows(resource)[0], ...data, id } })),
    delete: vi.fn(),
  };
};

const renderDialog = (dialog: ReactNode, provider: ReturnType<typeof dataProvider>) =>
  render(
    <MemoryRouter initialEntries={['/dashboard/list-projects']}>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={adminAuth} i18nProvider={i18nProvider} store={memoryStore()}>
        {dialog}
      </AdminContext>
    </MemoryRouter>,
  );

describe('step templates: their declaration plus the dialog slots, nothing bespoke', () => {
  it('lists them as cards with their labels, adds one by the form above them with the declared schema, and edits one in a dialog', async () => {
    const provider = dataProvider();
    renderDialog(<StepTemplatesDialog onClose={() => undefined} />, provider);
    const list = await screen.findByRole('dialog', { name: 'Adım Şablonları' });
    const card = (await within(list).findByText('Kesim', undefined, { timeout: 5000 })).closest('li')!;
    expect(within(card).getByText('Pasif')).toBeInTheDocument();

    // Added on the spot, by the form above the cards; the declared schema refuses a blank name
    // (trimmed) with its text, before anything is sent.
    const name = await within(list).findByLabelText(/^Adım Adı/, undefined, { timeout: 5000 });
    await userEvent.type(name, ' ');
    await userEvent.click(within(list).getByRole('button', { name: 'Ekle' }));
    expect(await within(list).findByText('Adım adı gereklidir')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
    await userEvent.type(name, 'Kaynak');
    await userEvent.click(within(list).getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledWith(STEP_ROUTE, expect.objectContaining({ data: expect.objectContaining({ name: 'Kaynak', status: 'active' }) })));
    // The form starts empty again for the next step.
    await waitFor(() => expect(within(list).getByLabelText(/^Adım Adı/)).toHaveValue(''));

    await userEvent.click(within(card).getByRole('button', { name: /^Düzenle/ }));
    const edit = await screen.findByRole('dialog', { name: '#7 kaydını düzenle' });
    expect(await within(edit).findByDisplayValue('Kesim', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(edit).getByRole('combobox', { name: /^Durum/ })).toHaveTextContent('Pasif');
    await userEvent.click(within(edit).getByRole('combobox', { name: /^Durum/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aktif' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledWith(STEP_ROUTE, expect.objectContaining({ id: 7, data: expect.objectContaining({ status: 'active' }) })));
  }, 60_000);
});

describe('project templates: their declaration, a card, and the dialog slots', () => {
  it('names each template’s steps in order on its card, and adds one with active steps picked and put in order', async () => {
    const provider = dataProvider();
    renderDialog(<ProjectTemplatesDialog onClose={() => undefined} />, provider);
    const list = await screen.findByRole('dialog', { name: 'Proje Şablonları' });
    const card = (await within(list).findByText('Şasi', undefined, { timeout: 5000 })).closest('li')!;
    expect(within(card).getByText('2 adım: Kaynak → Kesim')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Yeni proje şablonu' }));
    const create = await screen.findByRole('dialog', { name: 'Yeni proje şablonu' });
    await userEvent.type(await within(create).findByLabelText(/^Şablon Adı/, undefined, { timeout: 5000 }), 'Gövde');
    expect(within(create).getByText(/^Henüz adım seçilmedi/)).toBeInTheDocument();
    // The picker offers the active step templates (the declaration's pick filter), each once.
    const pick = within(create).getByRole('combobox', { name: 'Adım ekle' });
    await userEvent.click(pick);
    expect(screen.queryByRole('option', { name: 'Kesim' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Kaynak' }));
    await userEvent.click(pick);
    expect(screen.queryByRole('option', { name: 'Kaynak' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Boya' }));
    const order = within(create).getByRole('list', { name: 'Seçilen sıra' });
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('1.Kaynak'), expect.stringContaining('2.Boya')]);
    // Reordered (the arrow buttons stand in for the drag the e2e test does).
    await userEvent.click(within(order).getByRole('button', { name: 'Yukarı taşı: Boya' }));
    await userEvent.click(within(create).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledWith(TEMPLATE_ROUTE, expect.objectContaining({ data: expect.objectContaining({ name: 'Gövde', steps: [10, 8] }) })));
  }, 60_000);

  it('edits a template under the spec’s title, its steps named even when one is no longer active', async () => {
    const provider = dataProvider();
    renderDialog(<ProjectTemplatesDialog onClose={() => undefined} />, provider);
    const list = await screen.findByRole('dialog', { name: 'Proje Şablonları' });
    const card = (await within(list).findByText('Şasi', undefined, { timeout: 5000 })).closest('li')!;
    await userEvent.click(await within(card).findByRole('button', { name: /^Düzenle/ }, { timeout: 5000 }));
    const edit = await screen.findByRole('dialog', { name: 'Şablonu Düzenle' });
    const order = await within(edit).findByRole('list', { name: 'Seçilen sıra' }, { timeout: 5000 });
    await waitFor(() => expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Kaynak'), expect.stringContaining('Kesim')]));
    await userEvent.click(within(order).getByRole('button', { name: 'Kaldır: Kaynak' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledWith(TEMPLATE_ROUTE, expect.objectContaining({ id: 3, data: expect.objectContaining({ steps: [7] }) })));
  }, 60_000);
});
