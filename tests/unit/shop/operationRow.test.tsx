import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OperationRow } from '../../../src/custom/shop/OperationRow';
import type { ShopOperation } from '../../../src/providers/shopMethods';

// The operator screen's operation: its line under the name tells something, and a tapped button
// that gives way to the next state's hands the focus on.

afterEach(cleanup);

const operation = (over: Partial<ShopOperation> = {}): ShopOperation => ({
  operationId: 7,
  name: 'Tornalama',
  position: 0,
  status: 'pending',
  goodQuantity: null,
  scrapQuantity: null,
  actualHours: 0,
  startedAt: null,
  finishedAt: null,
  procedureId: null,
  procedureName: null,
  ...over,
});

const row = (op: ShopOperation, isNext = true, onStart = vi.fn()) => (
  <ul>
    <OperationRow operation={op} place={1} isNext={isNext} busy={false} canOverride={false} onStart={onStart} onPause={vi.fn()} onFinish={vi.fn()} onOverride={vi.fn()} />
  </ul>
);

describe('an operation on the bench screen', () => {
  it('says no worked time before it is started, and the hours once it is', () => {
    const { rerender, container } = render(row(operation()));
    expect(container).not.toHaveTextContent('saat');
    expect(container).toHaveTextContent(/^1TornalamaSıradakiBekliyorBaşlat$/);
    rerender(row(operation({ status: 'done', actualHours: 1.5, goodQuantity: 4, scrapQuantity: 0 }), false));
    expect(container).toHaveTextContent('1,5 saat · Sağlam 4 · Fire 0');
  });

  it('moves the focus from Başlat to Duraklat when the operation starts', async () => {
    const { rerender } = render(row(operation()));
    await userEvent.click(screen.getByRole('button', { name: 'Başlat' }));
    expect(screen.getByRole('button', { name: 'Başlat' })).toHaveFocus();
    rerender(row(operation({ status: 'running', startedAt: '2026-11-29T10:00:00Z' })));
    expect(screen.getByRole('button', { name: 'Duraklat' })).toHaveFocus();
  });
});
