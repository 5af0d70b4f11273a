import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { procedureCategorySchema } from '../../../src/domain/resources/procedureCategories.schema';
import { procedureSchema } from '../../../src/domain/resources/procedures.schema';
import { HttpError, TimeoutError } from '../../../src/providers/httpClient';
import { emptyProcedureValues, procedureFormValues, procedureResolver } from '../../../src/resources/procedures/procedureForm';
import { saveErrorText } from '../../../src/resources/procedures/saveErrorText';
import { resolveForm } from '../formResolver';

describe('the category form (001 section 5)', () => {
  // 'Yeni Kategori Ekle' is the generated form: the declared schema as its resolver (useDeclaredResolver).
  const categoryResolver = zodResolver(procedureCategorySchema);

  it('requires the name after trimming and does not check the description', async () => {
    expect((await resolveForm(categoryResolver, { name: '   ', description: 'dolu' })).errors).toEqual({ name: 'Kategori adı gereklidir' });
    expect((await resolveForm(categoryResolver, { name: 'Kalite Kontrol', description: '' })).errors).toEqual({});
  });

  it('sends trimmed texts', async () => {
    expect((await resolveForm(categoryResolver, { name: '  Bakım ', description: ' Periyodik ' })).body).toEqual({ name: 'Bakım', description: 'Periyodik' });
  });

  it('is validated on the server with the same text, a blank description kept as none', () => {
    const blank = procedureCategorySchema.safeParse({ name: ' ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0].message).toBe('Kategori adı gereklidir');
    expect(procedureCategorySchema.parse({ name: ' Boya ', description: '  ' })).toEqual({ name: 'Boya', description: null });
    expect(procedureCategorySchema.parse({ name: 'Boya' })).toEqual({ name: 'Boya', description: null });
  });
});

describe('the add and edit procedure forms (001 section 5)', () => {
  const add = procedureResolver('add');
  const edit = procedureResolver('edit');

  it('requires a category and a title when adding, but not a description', async () => {
    expect((await resolveForm(add, emptyProcedureValues())).errors).toEqual({ categoryId: 'Kategori seçimi gereklidir', title: 'Prosedür başlığı gereklidir' });
    expect((await resolveForm(add, { ...emptyProcedureValues(3), title: ' Ayar ' })).errors).toEqual({});
  });

  it('also requires the description when editing', async () => {
    expect((await resolveForm(edit, { ...emptyProcedureValues(3), title: 'Ayar', description: '  ' })).errors).toEqual({ description: 'Açıklama gereklidir' });
  });

  it('sends the description on add only when one is written, and no status', async () => {
    expect((await resolveForm(add, { categoryId: 3, title: ' Ayar ', description: '   ', isActive: false })).body).toEqual({ categoryId: 3, title: 'Ayar' });
    expect((await resolveForm(add, { categoryId: 3, title: 'Ayar', description: ' Prob ile ', isActive: true })).body).toEqual({ categoryId: 3, title: 'Ayar', description: 'Prob ile' });
  });

  it('sends Aktif / Pasif as isActive on edit', async () => {
    expect((await resolveForm(edit, { categoryId: 4, title: 'Ayar', description: 'Prob', isActive: false })).body).toEqual({ categoryId: 4, title: 'Ayar', description: 'Prob', isActive: false });
  });

  it('starts the edit form from the procedure as answered', () => {
    const values = procedureFormValues({ id: 9, title: 'Ayar', description: 'Prob', categoryId: 4, categoryName: 'CNC', createdAt: '', updatedAt: '', isActive: false });
    expect(values).toEqual({ categoryId: 4, title: 'Ayar', description: 'Prob', isActive: false });
  });

  it('builds no body without a category', async () => {
    const { errors, body } = await resolveForm(add, { ...emptyProcedureValues(), title: 'Ayar' });
    expect(errors).toEqual({ categoryId: 'Kategori seçimi gereklidir' });
    expect(body).toBeUndefined();
  });

  it('is validated on the server with the same texts', () => {
    const messages = (body: unknown) => procedureSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(messages({ title: 'Ayar' })).toEqual(['Kategori seçimi gereklidir']);
    expect(messages({ categoryId: 2, title: '  ' })).toEqual(['Prosedür başlığı gereklidir']);
    expect(messages({ categoryId: 2, title: 'Ayar', description: ' ' })).toEqual(['Açıklama gereklidir']);
    expect(procedureSchema.parse({ categoryId: '2', title: 'Ayar' })).toEqual({ categoryId: 2, title: 'Ayar' });
  });
});

describe('the toast of a failed create (001 section 8)', () => {
  const texts = { refused: 'Kategori oluşturulamadı', failed: 'Kategori eklenirken bir hata oluştu' };

  it('shows the server\'s message for a refusal, else the "could not be created" text', () => {
    expect(saveErrorText(new HttpError('x', 409, { success: false, message: 'Bu isimde bir kategori zaten mevcut' }), texts)).toBe('Bu isimde bir kategori zaten mevcut');
    expect(saveErrorText(new HttpError('x', 500, { success: false }), texts)).toBe('Kategori oluşturulamadı');
  });

  it('shows the "error while adding" text when no answer came', () => {
    expect(saveErrorText(new TypeError('Failed to fetch'), texts)).toBe('Kategori eklenirken bir hata oluştu');
    expect(saveErrorText(new TimeoutError(), texts)).toBe('Kategori eklenirken bir hata oluştu');
  });
});
