import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteConfirmDialog } from '../../../src/ui/DeleteConfirmDialog';

afterEach(cleanup);

const props = { open: true, title: 'Tezgahı Sil', body: '"Torna 1" silinsin mi?', confirmLabel: 'Sil', cancelLabel: 'İptal' };

describe('the shared delete-confirm dialog', () => {
  it('shows the caller’s texts and confirms with the button or Enter', async () => {
    const onConfirm = vi.fn();
    render(<DeleteConfirmDialog {...props} onConfirm={onConfirm} onClose={vi.fn()}><input aria-label="Kullanıcı adı" /></DeleteConfirmDialog>);
    const dialog = screen.getByRole('dialog', { name: 'Tezgahı Sil' });
    expect(dialog).toHaveTextContent('"Torna 1" silinsin mi?');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    await user.type(screen.getByLabelText('Kullanıcı adı'), 'x{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('shows the refusal and holds both buttons while busy', () => {
    const onConfirm = vi.fn();
    render(<DeleteConfirmDialog {...props} busy error="Bu tezgah işlerde kullanıldığı için silinemez." onConfirm={onConfirm} onClose={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bu tezgah işlerde kullanıldığı için silinemez.');
    expect(screen.getByRole('button', { name: 'Sil' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'İptal' })).toBeDisabled();
  });
});
