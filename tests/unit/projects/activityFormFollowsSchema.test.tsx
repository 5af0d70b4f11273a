import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ActivityCreateDialog } from '../../../src/resources/projects/detail/ActivityCreateDialog';
import { ToastProvider } from '../../../src/ui/ToastProvider';
import { permissionsAuth } from './permissionsAuth';

// The declared metadata of a call with its duration bound lowered to 60: the dialog must refuse above it with its text.
vi.mock('../../../src/domain/resources/activities.schema', async (importOriginal) => {
  const { z } = await import('zod');
  const original = await importOriginal<typeof import('../../../src/domain/resources/activities.schema')>();
  const phone = z.object({ phoneNumber: z.string().trim().min(3), duration: z.coerce.number().min(0).max(60, 'Süre en fazla 60 dakika olabilir') });
  return { ...original, metadataSchemas: { ...original.metadataSchemas, phone } };
});
vi.mock('../../../src/resources/projects/projectApi', () => ({ uploadActivity: vi.fn() }));

afterEach(cleanup);

const authProvider = permissionsAuth(['canViewAllProjects']);

describe('the new activity dialog follows the declared schemas', () => {
  it('refuses a call longer than the changed bound with its text, sending nothing; then sends the body the schema makes', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { id: 1, ...params.data } }));
    const onCreated = vi.fn();
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{ create } as unknown as DataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <ToastProvider>
            <ActivityCreateDialog projectId={3} stepTemplateId={9} onClose={vi.fn()} onCreated={onCreated} />
          </ToastProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Tür' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Telefon Görüşmesi' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon Numarası' }), '0532 000 00 00');
    const duration = screen.getByRole('textbox', { name: 'Süre (dakika)' });
    await userEvent.type(duration, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    // The body's rule and the type's, refused in the same submit, each at its field.
    expect(await screen.findByText('Süre en fazla 60 dakika olabilir')).toBeInTheDocument();
    expect(screen.getByText('Başlık gereklidir')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /^Başlık/ }), ' Müşteri araması ');

    await userEvent.clear(duration);
    await userEvent.type(duration, '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toEqual({ projectId: 3, stepTemplateId: 9, type: 'phone', title: 'Müşteri araması', content: null, metadata: { phoneNumber: '0532 000 00 00', duration: 12.5 } });
  });
});
