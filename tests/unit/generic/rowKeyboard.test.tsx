import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchesResource } from '../../../src/domain/resources/benches';
import { renderGeneratedList } from './renderGeneratedList';

afterEach(cleanup);

const provider = () =>
  ({
    getList: vi.fn(async () => ({ data: [1, 2, 3].map((id) => ({ id, name: `Tezgah ${id}`, status: 'Aktif' })), total: 3 })),
    getMany: vi.fn(async () => ({ data: [] })),
  }) as unknown as DataProvider;

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

// Issue 25: the generated table is walked from the keyboard, one tab stop for its rows.
describe('the generated table from the keyboard', () => {
  it('moves a focus through the rows with the arrows, one row taking the tab stop', async () => {
    renderGeneratedList(benchesResource, {}, provider());
    await screen.findByText('Tezgah 3', undefined, { timeout: 5000 });
    const rows = ['Tezgah 1', 'Tezgah 2', 'Tezgah 3'].map(rowOf);
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);

    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The last row keeps the focus: there is none below it.
    expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(rows[1]).toHaveFocus();
    expect(rows.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('ticks the focused row with Space and opens it with Enter, as a click does', async () => {
    renderGeneratedList(benchesResource, { detail: 'dialog' }, provider());
    await screen.findByText('Tezgah 2', undefined, { timeout: 5000 });
    const second = rowOf('Tezgah 2');
    const box = within(second).getByRole('checkbox');
    expect(box).not.toBeChecked();

    second.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(screen.getByText('1 öğe seçildi')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Tezgah 2' })).toBeInTheDocument();
  });

  it('leaves the keys to a box inside the row: Space on the checkbox ticks it once, arrows do not move', async () => {
    renderGeneratedList(benchesResource, {}, provider());
    await screen.findByText('Tezgah 1', undefined, { timeout: 5000 });
    const box = within(rowOf('Tezgah 1')).getByRole('checkbox');
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveFocus();
  });
});
