import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/providers/httpClient';
import { ToastProvider } from '../../../src/ui/ToastProvider';

const api = vi.hoisted(() => ({ createCategory: vi.fn(), createProcedure: vi.fn(), updateProcedure: vi.fn() }));
vi.mock('../../../src/resources/procedures/procedureApi', () => api);

const { CategoryAddDialog } = await import('../../../src/resources/procedures/CategoryAddDialog');
const { ProcedureFormDialog } = await import('../../../src/resources/procedures/ProcedureFormDialog');

afterEach(cleanup);
beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

const show = (dialog: ReactNode) =>
  render(
    <ThemeProvider theme={createTheme()}>
      <ToastProvider>{dialog}</ToastProvider>
    </ThemeProvider>,
  );
const categories = [{ id: 3, name: 'CNC Tezgah Hazırlık' }];

describe("'Yeni Kategori Ekle'", () => {
  it('refuses a blank name with the field text and one form-level message, sending nothing', async () => {
    show(<CategoryAddDialog onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Kategori Ekle' });
    await userEvent.type(screen.getByLabelText(/Kategori Adı/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Kategori Ekle' }));
    expect(dialog).toHaveTextContent('Kategori adı gereklidir');
    // One message per failure: the toast, not a second copy inside the dialog.
    expect(screen.getAllByText('Lütfen tüm alanları doldurun')).toHaveLength(1);
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('Lütfen tüm alanları doldurun');
    expect(api.createCategory).not.toHaveBeenCalled();
  });

  it('sends trimmed texts, says so, reloads the page and closes', async () => {
    api.createCategory.mockResolvedValue({ id: 1 });
    const onClose = vi.fn();
    const onSaved = vi.fn();
    show(<CategoryAddDialog onClose={onClose} onSaved={onSaved} />);
    await userEvent.type(await screen.findByLabelText(/Kategori Adı/), '  Bakım ');
    await userEvent.type(screen.getByLabelText(/Açıklama/), 'Periyodik{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Kategori Ekle' }));
    expect(await screen.findByText('Kategori başarıyla eklendi')).toBeInTheDocument();
    expect(api.createCategory).toHaveBeenCalledWith({ name: 'Bakım', description: 'Periyodik' });
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it("puts a duplicate name's refusal next to the name and stays open", async () => {
    api.createCategory.mockRejectedValue(new HttpError('x', 409, { success: false, message: 'Bu isimde bir kategori zaten mevcut' }));
    const onClose = vi.fn();
    show(<CategoryAddDialog onClose={onClose} onSaved={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText(/Kategori Adı/), 'Bakım');
    await userEvent.click(screen.getByRole('button', { name: 'Kategori Ekle' }));
    await waitFor(() => expect(screen.getAllByText('Bu isimde bir kategori zaten mevcut')).toHaveLength(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Kategori eklenirken bir hata oluştu' when no answer comes", async () => {
    api.createCategory.mockRejectedValue(new TypeError('Failed to fetch'));
    show(<CategoryAddDialog onClose={vi.fn()} onSaved={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText(/Kategori Adı/), 'Bakım');
    await userEvent.click(screen.getByRole('button', { name: 'Kategori Ekle' }));
    expect(await screen.findByText('Kategori eklenirken bir hata oluştu')).toBeInTheDocument();
  });
});

describe('the add and edit procedure dialogs', () => {
  it('refuses a blank title with the field texts and one form-level message, sending nothing', async () => {
    show(<ProcedureFormDialog categories={categories} onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Prosedür Ekle' });
    await userEvent.click(screen.getByRole('button', { name: 'Prosedür Ekle' }));
    expect(dialog).toHaveTextContent('Prosedür başlığı gereklidir');
    expect(screen.getAllByText('Lütfen tüm alanları doldurun')).toHaveLength(1);
    expect(api.createProcedure).not.toHaveBeenCalled();
  });

  it('adds without a description when none is written', async () => {
    api.createProcedure.mockResolvedValue({ id: 5 });
    show(<ProcedureFormDialog categories={categories} categoryId={3} onClose={vi.fn()} onSaved={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText(/Prosedür Başlığı/), ' Sıfır noktası ');
    await userEvent.click(screen.getByRole('button', { name: 'Prosedür Ekle' }));
    expect(await screen.findByText('Prosedür başarıyla eklendi')).toBeInTheDocument();
    expect(api.createProcedure).toHaveBeenCalledWith({ categoryId: 3, title: 'Sıfır noktası' });
  });

  it("says 'Prosedür oluşturulamadı' when the server refuses without a message", async () => {
    api.createProcedure.mockRejectedValue(new HttpError('x', 500, { success: false }));
    show(<ProcedureFormDialog categories={categories} categoryId={3} onClose={vi.fn()} onSaved={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText(/Prosedür Başlığı/), 'Ayar');
    await userEvent.click(screen.getByRole('button', { name: 'Prosedür Ekle' }));
    expect(await screen.findByText('Prosedür oluşturulamadı')).toBeInTheDocument();
  });

  it('edits to Pasif and requires the description', async () => {
    api.updateProcedure.mockResolvedValue({ id: 9 });
    const procedure = { id: 9, title: 'Ayar', description: '', categoryId: 3, categoryName: 'CNC Tezgah Hazırlık', createdAt: '', updatedAt: '', isActive: true };
    show(<ProcedureFormDialog categories={categories} procedure={procedure} onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Prosedürü Düzenle' });
    await userEvent.click(screen.getByRole('radio', { name: 'Pasif' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(dialog).toHaveTextContent('Açıklama gereklidir');
    expect(api.updateProcedure).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Açıklama/), 'Prob ile');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Prosedür başarıyla güncellendi')).toBeInTheDocument();
    expect(api.updateProcedure).toHaveBeenCalledWith(9, { categoryId: 3, title: 'Ayar', description: 'Prob ile', isActive: false });
  });
});
