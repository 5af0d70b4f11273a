import type { ReactElement } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { MaterialCategoryRecord } from '../../../src/domain/resources/materialCategories';
import { materialSchema } from '../../../src/domain/resources/materials.schema';
import { MaterialFormDialog } from '../../../src/resources/materials/list/MaterialFormDialog';
import { theme } from '../../../src/theme';

afterEach(cleanup);

const render = (ui: ReactElement) => renderBare(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const steels: MaterialCategoryRecord[] = [
  { id: 1, name: 'ÇELİKLER', subcategories: [{ id: 3, name: 'Takım Çelikleri', materialCount: 0 }], materialCount: 0, createdAt: null, updatedAt: null },
];
const c45 = { name: 'C45', categoryId: 1, subCategoryId: 3, density: '7,7' };

/** The edit dialog filled with C45 at 7,7 g/cm³, saved against `schema`. */
const save = async (schema?: typeof materialSchema) => {
  const onSave = vi.fn(async () => undefined);
  render(<MaterialFormDialog open initial={c45} categories={steels} schema={schema} onSave={onSave} onClose={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  return onSave;
};

describe('the material form follows the declared schema', () => {
  it('saves 7,7 g/cm³ under the declared bound (30) as the body the schema makes', async () => {
    const onSave = await save();
    expect(onSave).toHaveBeenCalledWith({ name: 'C45', categoryId: 1, subCategoryId: 3, density: 7.7 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses the same 7,7 when the schema’s bound is 5, with the schema’s own text', async () => {
    const lowerBound = materialSchema.extend({ density: z.coerce.number().positive('Lütfen tüm alanları doldurunuz!').max(5, 'Yoğunluk en fazla 5 g/cm³ olabilir') });
    const onSave = await save(lowerBound);
    expect(await screen.findByRole('alert')).toHaveTextContent('Yoğunluk en fazla 5 g/cm³ olabilir');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('answers a density over the declared bound with the declared text', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<MaterialFormDialog open initial={{ ...c45, density: '31' }} categories={steels} onSave={onSave} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Yoğunluk en fazla 30 g/cm³ olabilir');
    expect(onSave).not.toHaveBeenCalled();
  });
});
