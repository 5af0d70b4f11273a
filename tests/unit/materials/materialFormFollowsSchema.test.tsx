import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { materialsResource } from '../../../src/domain/resources/materials';
import { materialSchema } from '../../../src/domain/resources/materials.schema';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { RecordFormDialog } from '../../../src/resources/generic/RecordFormDialog';
import { materialsOverride } from '../../../src/resources/materials/list';
import { adminAuth } from '../generic/adminAuth';
import { C45, MATERIALS, materialPanelProvider } from './materialPanelProvider';

afterEach(cleanup);

/** The material edit dialog as the list opens it, for C45 at `density` g/cm³, checked against `schema`. */
const renderEdit = (density: number, schema: typeof materialSchema = materialSchema) => {
  const provider = materialPanelProvider([{ ...C45, density }]);
  const declaration = { ...materialsResource, loadSchema: async () => schema };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={adminAuth} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value={MATERIALS}>
          <RecordFormDialog declaration={declaration} record={{ ...C45, density }} title="Malzemeyi Düzenle" inputs={materialsOverride.inputs} refusal={materialsOverride.formRefusal} onClose={() => undefined} />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
};

/** Saves the dialog once its density shows. */
const save = async (shown: string) => {
  const dialog = await screen.findByRole('dialog', { name: 'Malzemeyi Düzenle' });
  await waitFor(() => expect(within(dialog).getByLabelText(/^Yoğunluk/)).toHaveValue(shown), { timeout: 5000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  return dialog;
};

describe('the material form follows the declared schema', () => {
  it('saves 7,7 g/cm³ under the declared bound (30) as the body the schema makes', async () => {
    const provider = renderEdit(7.7);
    await save('7,70');
    await waitFor(() => expect(provider.update).toHaveBeenCalledWith(MATERIALS, expect.objectContaining({ data: expect.objectContaining({ name: 'C45', categoryId: 1, subCategoryId: 3, density: 7.7 }) })));
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);

  it('refuses the same 7,7 when the schema’s bound is 5, with the schema’s own text', async () => {
    const lowerBound = materialSchema.extend({ density: z.coerce.number().positive('Lütfen tüm alanları doldurunuz!').max(5, 'Yoğunluk en fazla 5 g/cm³ olabilir') });
    const provider = renderEdit(7.7, lowerBound);
    const dialog = await save('7,70');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Yoğunluk en fazla 5 g/cm³ olabilir');
    expect(provider.update).not.toHaveBeenCalled();
  }, 30_000);

  it('answers a density over the declared bound with the declared text, and unreadable Turkish with the hint', async () => {
    const provider = renderEdit(31);
    const dialog = await save('31,00');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Yoğunluk en fazla 30 g/cm³ olabilir');
    const density = within(dialog).getByLabelText(/^Yoğunluk/);
    await userEvent.clear(density);
    await userEvent.type(density, '7.85');
    await userEvent.tab();
    expect(within(dialog).getByText('Sayı okunamadı; örneğin 46,20 veya 1.234,5 yazın')).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
  }, 30_000);
});
