import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBenchList } from './renderBenchList';

// The declared schema with the name's lower bound changed: the modal must enforce it with its text.
vi.mock('../../../src/domain/resources/benches.schema', async (importOriginal) => {
  const { z } = await import('zod');
  const { benchSchema } = await importOriginal<typeof import('../../../src/domain/resources/benches.schema')>();
  return { benchSchema: benchSchema.extend({ name: z.string().trim().min(4, 'Tezgah adı en az 4 karakter') }) };
});

afterEach(cleanup);

describe('the bench modal follows the declared schema', { timeout: 20_000 }, () => {
  it('refuses a name under the changed bound with its text, sending nothing', async () => {
    const create = vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 3, ...params.data } }));
    renderBenchList({ getList: async () => ({ data: [], total: 0 }), create } as unknown as DataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni Tezgah' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Tezgah Ekle' });
    await userEvent.click(await within(dialog).findByLabelText(/^Tezgah adı/, undefined, { timeout: 5000 }));
    await userEvent.paste('CNC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Tezgah adı en az 4 karakter')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await userEvent.paste('-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('dashboard/counters', expect.objectContaining({ data: { name: 'CNC-1', status: 'Aktif' } })));
  });
});
