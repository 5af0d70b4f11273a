import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteConfirmDialog } from '../../../src/ui/DeleteConfirmDialog';
import { FormDialog } from '../../../src/ui/FormDialog';

afterEach(cleanup);

// FormDialog reads the theme's breakpoints (full screen on a phone).
const show = (dialog: ReactNode) => render(<ThemeProvider theme={createTheme()}>{dialog}</ThemeProvider>);

const texts = { title: 'Tezgah Ekle', saveLabel: 'Kaydet', cancelLabel: 'İptal' };

/** Its fields drawn a moment after the dialog, as a form whose choices are still loading. */
const LateFields = () => {
  const [ready, setReady] = useState(false);
  useEffect(() => void setTimeout(() => setReady(true), 20), []);
  return ready ? <input aria-label="Tezgah adı" /> : null;
};

describe('a form dialog opens with focus in its first field', () => {
  it('skips a disabled field, and Enter there saves (the form sits inside the dialog, not as it)', async () => {
    const onSubmit = vi.fn();
    show(
      <FormDialog {...texts} busy={false} onSubmit={onSubmit} onClose={vi.fn()}>
        <input aria-label="Kod" disabled />
        <input aria-label="Tezgah adı" />
        <input aria-label="Açıklama" />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Tezgah Ekle' });
    expect(dialog.tagName).not.toBe('FORM');
    await waitFor(() => expect(screen.getByLabelText('Tezgah adı')).toHaveFocus());
    await userEvent.keyboard('Torna 1{Enter}');
    expect(screen.getByLabelText('Tezgah adı')).toHaveValue('Torna 1');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('gives focus to a field drawn after the dialog opened', async () => {
    show(
      <FormDialog {...texts} busy={false} onSubmit={vi.fn()} onClose={vi.fn()}>
        <LateFields />
      </FormDialog>,
    );
    await waitFor(() => expect(screen.getByLabelText('Tezgah adı')).toHaveFocus());
  });
});

describe('a delete confirmation opens with focus on its safe button', () => {
  const props = { open: true, title: 'Tezgahı Sil', body: '"Torna 1" silinsin mi?', confirmLabel: 'Sil', cancelLabel: 'İptal' };

  it('focuses İptal, so Enter at once closes without deleting', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<DeleteConfirmDialog {...props} onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Tezgahı Sil' }).tagName).not.toBe('FORM');
    await waitFor(() => expect(screen.getByRole('button', { name: 'İptal' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
