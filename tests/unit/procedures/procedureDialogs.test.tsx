import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/providers/httpClient';
import { procedureCategoriesResource } from '../../../src/domain/resources/procedureCategories';
import { proceduresResource } from '../../../src/domain/resources/procedures';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { RecordFormDialog } from '../../../src/resources/generic/RecordFormDialog';
import { procedureCategoriesPage } from '../../../src/resources/procedures/procedureCategoriesPage';
import { ProcedureFormDialog } from '../../../src/resources/procedures/ProcedureFormDialog';
import { ToastProvider } from '../../../src/ui/ToastProvider';

/** The dataProvider's writes, watched: what each dialog sent, and to which declared resource; the categories to choose from. */
const categories = [{ id: 3, name: 'CNC Tezgah Hazırlık' }];
const server = { create: vi.fn(), update: vi.fn(), getList: vi.fn() };
const created = (resource: string, data: unknown) => expect(server.create).toHaveBeenCalledWith(resource, expect.objectContaining({ data }));

afterEach(cleanup);
beforeEach(() => {
  Object.values(server).forEach((f) => f.mockReset());
  server.getList.mockResolvedValue({ data: categories, total: categories.length });
});

const show = (dialog: ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={server as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>{dialog}</ToastProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
/** 'Yeni Kategori Ekle': the generated form of the declared categories, with the procedure page's title and button. */
const CategoryAddDialog = ({ onClose }: { onClose: () => void }) => (
  <ResourceContextProvider value={procedureCategoriesResource.route}>
    <RecordFormDialog declaration={procedureCategoriesResource} title={procedureCategoriesPage.formTitles?.create} addLabel={procedureCategoriesPage.addLabel} onClose={onClose} />
  </ResourceContextProvider>
);

describe("'Yeni Kategori Ekle'", { timeout: 15_000 }, () => {
  it('refuses a blank name with the field text and one form-level message, sending nothing', async () => {
    show(<CategoryAddDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Kategori Ekle' });
    await userEvent.type(await screen.findByLabelText(/Kategori adı/i), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Kategori Ekle' }));
    expect(dialog).toHaveTextContent('Kategori adı gereklidir');
    // One message per failure: the toast, not a second copy inside the dialog.
    expect(await screen.findByText('Lütfen tüm alanları doldurun')).toBeInTheDocument();
    expect(screen.getAllByText('Lütfen tüm alanları doldurun')).toHaveLength(1);
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('Lütfen tüm alanları doldurun');
    expect(server.create).not.toHaveBeenCalled();
  });

  it('sends trimmed texts, says so and closes', async () => {
    server.create.mockResolvedValue({ data: { id: 1 } });
    const onClose = vi.fn();
    show(<CategoryAddDialog onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText(/Kategori adı/i), '  Bakım ');
    await userEvent.type(screen.getByLabelText(/Açıklama/), 'Periyodik{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Kategori Ekle' }));
    expect(await screen.findByText('Kategori başarıyla eklendi')).toBeInTheDocument();
    created(procedureCategoriesResource.route, { name: 'Bakım', description: 'Periyodik' });
    expect(onClose).toHaveBeenCalled();
  });

  it('marks the name and the description required as the spec draws them, and adds without a description', async () => {
    server.create.mockResolvedValue({ data: { id: 1 } });
    show(<CategoryAddDialog onClose={vi.fn()} />);
    const name = (await screen.findByLabelText(/Kategori adı/i)) as HTMLInputElement;
    const description = screen.getByLabelText(/Açıklama/) as HTMLTextAreaElement;
    for (const input of [name, description]) expect(input.labels?.[0]?.textContent).toMatch(/\*$/);
    // Labelled required, not checked (001 section 5): a blank description is kept as none.
    await userEvent.type(name, 'Bakım');
    await userEvent.click(screen.getByRole('button', { name: 'Kategori Ekle' }));
    created(procedureCategoriesResource.route, { name: 'Bakım', description: null });
  });

  it("says 'Kategori eklenirken bir hata oluştu' when the server refuses without a message", async () => {
    server.create.mockRejectedValue(new HttpError('HTTP 500', 500, { success: false }));
    show(<CategoryAddDialog onClose={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText(/Kategori adı/i), 'Bakım');
    await userEvent.click(screen.getByRole('button', { name: 'Kategori Ekle' }));
    expect(await screen.findByText('Kategori eklenirken bir hata oluştu')).toBeInTheDocument();
    expect(screen.queryByText('HTTP 500')).toBeNull();
  });

  it("puts a duplicate name's refusal next to the name and stays open", async () => {
    server.create.mockRejectedValue(new HttpError('Bu isimde bir kategori zaten mevcut', 409, { success: false, message: 'Bu isimde bir kategori zaten mevcut', errors: { name: 'Bu isimde bir kategori zaten mevcut' } }));
    const onClose = vi.fn();
    show(<CategoryAddDialog onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText(/Kategori adı/i), 'Bakım');
    await userEvent.click(screen.getByRole('button', { name: 'Kategori Ekle' }));
    await waitFor(() => expect(screen.getAllByText('Bu isimde bir kategori zaten mevcut')).toHaveLength(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Kategori eklenirken bir hata oluştu' when no answer comes", async () => {
    server.create.mockRejectedValue(new TypeError('Failed to fetch'));
    show(<CategoryAddDialog onClose={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText(/Kategori adı/i), 'Bakım');
    await userEvent.click(screen.getByRole('button', { name: 'Kategori Ekle' }));
    expect(await screen.findByText('Kategori eklenirken bir hata oluştu')).toBeInTheDocument();
  });
});

describe('the add and edit procedure dialogs', { timeout: 15_000 }, () => {
  it('refuses a blank title with the field texts and one form-level message, sending nothing', async () => {
    show(<ProcedureFormDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Prosedür Ekle' });
    await userEvent.click(screen.getByRole('button', { name: 'Prosedür Ekle' }));
    expect(dialog).toHaveTextContent('Prosedür başlığı gereklidir');
    expect(screen.getAllByText('Lütfen tüm alanları doldurun')).toHaveLength(1);
    expect(server.create).not.toHaveBeenCalled();
  });

  it('adds without a description when none is written', async () => {
    server.create.mockResolvedValue({ data: { id: 5 } });
    show(<ProcedureFormDialog categoryId={3} onClose={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText(/Prosedür Başlığı/), ' Sıfır noktası ');
    await userEvent.click(screen.getByRole('button', { name: 'Prosedür Ekle' }));
    expect(await screen.findByText('Prosedür başarıyla eklendi')).toBeInTheDocument();
    created(proceduresResource.route, { categoryId: 3, title: 'Sıfır noktası' });
  });

  it("says 'Prosedür oluşturulamadı' when the server refuses without a message", async () => {
    server.create.mockRejectedValue(new HttpError('x', 500, { success: false }));
    show(<ProcedureFormDialog categoryId={3} onClose={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText(/Prosedür Başlığı/), 'Ayar');
    await userEvent.click(screen.getByRole('button', { name: 'Prosedür Ekle' }));
    expect(await screen.findByText('Prosedür oluşturulamadı')).toBeInTheDocument();
  });

  it('edits to Pasif and requires the description', async () => {
    server.update.mockResolvedValue({ data: { id: 9 } });
    const procedure = { id: 9, title: 'Ayar', description: '', categoryId: 3, categoryName: 'CNC Tezgah Hazırlık', createdAt: '', updatedAt: '', isActive: true };
    show(<ProcedureFormDialog procedure={procedure} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Prosedürü Düzenle' });
    await userEvent.click(screen.getByRole('radio', { name: 'Pasif' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(dialog).toHaveTextContent('Açıklama gereklidir');
    expect(server.update).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Açıklama/), 'Prob ile');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Prosedür başarıyla güncellendi')).toBeInTheDocument();
    expect(server.update).toHaveBeenCalledWith(proceduresResource.route, expect.objectContaining({ id: 9, data: { categoryId: 3, title: 'Ayar', description: 'Prob ile', isActive: false } }));
  });
});
