import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRecordContext, type DataProvider, type RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchesResource } from '../../../src/domain/resources/benches';
import { renderGeneratedList } from './renderGeneratedList';

// Issue 23 item 5: the slots the job list needed, usable by every declared resource: chosen and
// drawn columns, chosen filters with inputs of the list's own, an edit dialog of its own, cards
// whose body holds its own buttons.

afterEach(cleanup);

const BENCHES = [
  { id: 1, name: 'CNC Torna 1', status: 'Aktif', createdAt: '2026-01-02T09:00:00.000Z' },
  { id: 2, name: 'Freze 2', status: 'Pasif', createdAt: '2026-01-03T09:00:00.000Z' },
];

const provider = () => {
  const getList = vi.fn(async () => ({ data: BENCHES, total: BENCHES.length }));
  return { getList, getOne: vi.fn(), getMany: vi.fn(async () => ({ data: [] })) } as unknown as DataProvider;
};

/** The table's column headers, without the row selection's checkbox column. */
const columnHeaders = () => screen.getAllByRole('columnheader').filter((h) => !within(h).queryByRole('checkbox'));

const NameInCaps = () => <strong>{String(useRecordContext()?.name).toUpperCase()}</strong>;

describe('the generated list’s column, filter, edit and card slots', () => {
  it('shows the override’s columns in its order, a slot’s cell under its own header, and no other declared column', async () => {
    renderGeneratedList(benchesResource, { columns: [{ source: 'name', label: 'Tezgah', cell: NameInCaps }, 'status'] }, provider());
    expect(await screen.findByText('CNC TORNA 1', undefined, { timeout: 5000 })).toBeInTheDocument();
    const headers = columnHeaders().map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual([expect.stringContaining('Tezgah'), expect.stringContaining('Durum')]);
    // The declared list column 'ID' is not chosen, so it is not drawn.
    expect(headers.some((h) => h === 'ID')).toBe(false);
    expect(screen.queryByText('CNC Torna 1')).toBeNull();
  }, 20_000);

  it('leaves out a column the declaration does not have', async () => {
    renderGeneratedList(benchesResource, { columns: ['name', 'notDeclared'] }, provider());
    await screen.findByText('CNC Torna 1', undefined, { timeout: 5000 });
    expect(columnHeaders().map((h) => h.textContent)).toHaveLength(2);
  }, 20_000);

  it('shows only the chosen declared filters, then the list’s own inputs', async () => {
    const Own = ({ source }: { source: string; alwaysOn?: boolean }) => <input aria-label={`own ${source}`} />;
    renderGeneratedList(benchesResource, { filters: [<Own key="from" source="from" alwaysOn />] }, provider());
    expect(await screen.findByLabelText('own from', undefined, { timeout: 5000 })).toBeInTheDocument();
    // status is a declared filter, not chosen here.
    expect(screen.queryByRole('group', { name: 'Durum' })).toBeNull();
    cleanup();
    renderGeneratedList(benchesResource, { filters: ['status'] }, provider());
    expect(await screen.findByRole('group', { name: 'Durum' }, { timeout: 5000 })).toBeInTheDocument();
  }, 20_000);

  it('edits in the override’s own dialog, given the row’s record', async () => {
    const OwnEdit = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => (
      <div role="dialog" aria-label={`Kendi düzenlemesi: ${String(record.name)}`}>
        <button type="button" onClick={onClose}>
          Kapat
        </button>
      </div>
    );
    renderGeneratedList(benchesResource, { forms: 'dialog', editDialog: OwnEdit }, provider());
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Freze 2' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Kendi düzenlemesi: Freze 2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('draws a card whose body holds buttons without an opening area around them', async () => {
    const Body = () => <button type="button">{`Foto: ${String(useRecordContext()?.name)}`}</button>;
    renderGeneratedList(benchesResource, { cards: true, card: Body, cardOpens: false }, provider());
    const own = await screen.findByRole('button', { name: 'Foto: CNC Torna 1' }, { timeout: 5000 });
    // No button around the body's own button (a button inside a button is invalid HTML).
    expect(own.parentElement!.closest('button')).toBeNull();
    cleanup();
    renderGeneratedList(benchesResource, { cards: true, card: Body }, provider());
    // By default the body sits in the card's opening button.
    expect((await screen.findByText('Foto: CNC Torna 1', undefined, { timeout: 5000 })).parentElement!.closest('button')).not.toBeNull();
  }, 20_000);
});
