import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentJobPanel } from '../../../src/custom/shop/CurrentJobPanel';
import type { ShopJob, ShopOperation } from '../../../src/providers/shopMethods';
import { theme } from '../../../src/theme';

// 'Bitir' is gone once its dialog has finished the operation: the focus, which MUI gives back to
// the dialog's opener, fell to the page. It goes on to the next operation's button instead.

afterEach(cleanup);

const op = (operationId: number, position: number, status: ShopOperation['status']): ShopOperation => ({
  operationId,
  name: `Operasyon ${operationId}`,
  position,
  status,
  goodQuantity: status === 'done' ? 4 : null,
  scrapQuantity: status === 'done' ? 0 : null,
  actualHours: 0,
  startedAt: null,
  finishedAt: null,
  procedureId: null,
  procedureName: null,
});

const job = (first: ShopOperation['status'], second: ShopOperation['status']): ShopJob => ({
  _id: 5,
  title: 'Mil',
  description: 'Mil',
  quantity: 4,
  deadline: null,
  priority: 'medium',
  status: 'in-progress',
  benchId: 1,
  projectId: null,
  projectName: null,
  hasModels: false,
  photos: [],
  actualHours: 0,
  operations: [op(1, 0, first), op(2, 1, second)],
});

const panel = (shown: ShopJob, tap: () => Promise<boolean>) => (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <CurrentJobPanel job={shown} taps={{ tap, busy: false, refusal: null, clearRefusal: vi.fn() }} canOverride={false} canOpenProcedures={false} />
    </MemoryRouter>
  </ThemeProvider>
);

describe('finishing an operation on the bench screen', () => {
  it('hands the focus to the next operation’s Başlat once the dialog closes', async () => {
    let answer!: (took: boolean) => void;
    const tap = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { rerender } = render(panel(job('running', 'pending'), tap));
    await userEvent.click(screen.getByRole('button', { name: 'Bitir' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(dialog.querySelector('button[type="submit"]')!);
    expect(tap).toHaveBeenCalledOnce();
    // The server's answer lands in the cache first (the row loses its buttons), then the dialog closes.
    rerender(panel(job('done', 'pending'), tap));
    await act(async () => answer(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Başlat' })).toHaveFocus();
  });

  it('gives the focus back to Bitir when the dialog is cancelled', async () => {
    render(panel(job('running', 'pending'), vi.fn(async () => true)));
    await userEvent.click(screen.getByRole('button', { name: 'Bitir' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.getByRole('button', { name: 'Bitir' })).toHaveFocus();
  });
});
