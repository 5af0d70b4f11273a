import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BenchFormDialog } from '../../../src/resources/benches/BenchFormDialog';

// The declared schema with the name's lower bound changed: the modal must enforce it with its text.
vi.mock('../../../src/domain/resources/benches.schema', async (importOriginal) => {
  const { z } = await import('zod');
  const { benchSchema } = await importOriginal<typeof import('../../../src/domain/resources/benches.schema')>();
  return { benchSchema: benchSchema.extend({ name: z.string().trim().min(4, 'Tezgah adı en az 4 karakter') }) };
});

afterEach(cleanup);

describe('the bench modal follows the declared schema', { timeout: 15_000 }, () => {
  it('refuses a name under the changed bound with its text, sending nothing', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<BenchFormDialog open record={null} busy={false} onSubmit={onSubmit} onClose={vi.fn()} />);
    await userEvent.click(await screen.findByLabelText('Tezgah adı'));
    await userEvent.paste('CNC');
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Tezgah adı en az 4 karakter')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.paste('-1');
    await userEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'CNC-1', status: 'Aktif' });
  });
});
