import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchesResource } from '../../../src/domain/resources/benches';
import { HttpError } from '../../../src/providers/httpClient';
import { bulkFields } from '../../../src/resources/generic/bulkFields';
import { jobsResource } from '../../../src/domain/resources/jobs';
import { projectsResource } from '../../../src/domain/resources/projects';
import { renderGeneratedList } from './renderGeneratedList';

afterEach(cleanup);

const benches = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Tezgah ${i + 1}`, status: 'Aktif' }));

const provider = (total = 3, updateMany = vi.fn(async () => ({ data: [] }))) => {
  const rows = benches(Math.min(total, 25));
  return {
    getList: vi.fn(async () => ({ data: rows, total })),
    getMany: vi.fn(async () => ({ data: [] })),
    updateMany,
    deleteMany: vi.fn(async () => ({ data: [] })),
  } as unknown as DataProvider & { updateMany: typeof updateMany; deleteMany: ReturnType<typeof vi.fn> };
};

/** Ticks the rows' checkboxes of the given bench names. */
const select = async (...names: string[]) => {
  for (const name of names) {
    const row = (await screen.findByText(name, undefined, { timeout: 5000 })).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
  }
};

const chooseStatus = async (label: string) => {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getAllByRole('combobox').at(-1)!);
  await userEvent.click(await screen.findByRole('option', { name: label }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Devam' }));
};

describe('bulk actions of the generated list', () => {
  it('changes one field of the selected records: confirmation with the count, then one updateMany', async () => {
    const dataProvider = provider();
    renderGeneratedList(benchesResource, {}, dataProvider);
    await select('Tezgah 1', 'Tezgah 3');
    await userEvent.click(screen.getByRole('button', { name: 'Toplu Güncelle' }));
    await chooseStatus('Pasif');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('2 kayıt güncellenecek')).toBeInTheDocument();
    expect(within(dialog).getByTestId('bulk-change')).toHaveTextContent('Durum: Pasif');
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(dataProvider.updateMany).toHaveBeenCalledTimes(1));
    expect(dataProvider.updateMany).toHaveBeenCalledWith('dashboard/counters', expect.objectContaining({ ids: [1, 3], data: { status: 'Pasif' }, meta: undefined }));
    await screen.findByText('2 kayıt güncellendi.');
  });

  it('shows the refused records with their Turkish reasons and keeps the dialog open', async () => {
    const refusal = new HttpError('2 kayıt değiştirilemiyor; hiçbir kayıt değiştirilmedi.', 409, {
      message: '2 kayıt değiştirilemiyor; hiçbir kayıt değiştirilmedi.',
      refused: [
        { id: 1, message: 'Bu tezgah kullanımda' },
        { id: 2, message: 'Bu tezgah kullanımda' },
      ],
    });
    const dataProvider = provider(3, vi.fn(async () => Promise.reject(refusal)));
    renderGeneratedList(benchesResource, {}, dataProvider);
    await select('Tezgah 1', 'Tezgah 2');
    await userEvent.click(screen.getByRole('button', { name: 'Toplu Güncelle' }));
    await chooseStatus('Pasif');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Onayla' }));
    const refusals = await screen.findByTestId('bulk-refusals');
    expect(refusals).toHaveTextContent('2 kayıt değiştirilemiyor; hiçbir kayıt değiştirilmedi.');
    expect(within(refusals).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#1: Bu tezgah kullanımda', '#2: Bu tezgah kullanımda']);
  });

  it('deletes the selected records after a confirmation with their count', async () => {
    const dataProvider = provider();
    renderGeneratedList(benchesResource, {}, dataProvider);
    await select('Tezgah 2', 'Tezgah 3');
    await userEvent.click(screen.getByRole('button', { name: 'Seçilenleri Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 kayıt silinecek')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledWith('dashboard/counters', expect.objectContaining({ ids: [2, 3] })));
  });

  it('offers every record matching the filter once the whole page is selected, and sends the filter', async () => {
    const dataProvider = provider(60);
    renderGeneratedList(benchesResource, {}, dataProvider);
    await screen.findByText('Tezgah 1', undefined, { timeout: 5000 });
    await userEvent.click(screen.getAllByRole('checkbox')[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Filtreye uyan 60 kaydın tümünü seç' }));
    await userEvent.click(screen.getByRole('button', { name: 'Seçilenleri Sil' }));
    expect(within(await screen.findByRole('dialog')).getByText('60 kayıt silinecek')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledWith('dashboard/counters', expect.objectContaining({ meta: { filter: {} } })));
  });

  it('selects cards as rows: a checkbox in each card, the same actions above them', async () => {
    const dataProvider = provider();
    renderGeneratedList(benchesResource, { cards: true }, dataProvider);
    for (const name of ['Tezgah 1', 'Tezgah 2']) {
      const card = (await screen.findByText(name, undefined, { timeout: 5000 })).closest('li')!;
      await userEvent.click(within(card).getByRole('checkbox', { name: 'Bu satırı seç' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Seçilenleri Sil' }));
    expect(within(await screen.findByRole('dialog')).getByText('2 kayıt silinecek')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledWith('dashboard/counters', expect.objectContaining({ ids: [1, 2] })));
  });

  it('leaves a row no bulk action could take unselectable, on a table and on cards (a supplier’s decided offer)', async () => {
    // Tezgah 2 is the record the override's rule closes: the server would refuse any change to it.
    const closed = { mayEdit: (r: { id: unknown }) => r.id !== 2, mayDelete: (r: { id: unknown }) => r.id !== 2 };
    renderGeneratedList(benchesResource, closed, provider());
    const row = (await screen.findByText('Tezgah 2', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByRole('checkbox')).toBeDisabled();
    cleanup();
    renderGeneratedList(benchesResource, { ...closed, cards: true }, provider());
    const card = (await screen.findByText('Tezgah 2', undefined, { timeout: 5000 })).closest('li')!;
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(within((await screen.findByText('Tezgah 1')).closest('li')!).getByRole('checkbox')).toBeEnabled();
  });

  it('offers only the bulk actions every selected row allows: no delete where one of them may not be deleted', async () => {
    renderGeneratedList(benchesResource, { mayDelete: (r) => r.id !== 3 }, provider());
    await select('Tezgah 1');
    expect(screen.getByRole('button', { name: 'Seçilenleri Sil' })).toBeInTheDocument();
    await select('Tezgah 3');
    expect(screen.queryByRole('button', { name: 'Seçilenleri Sil' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Toplu Güncelle' })).toBeInTheDocument();
  });

  it("offers only the fields a role writes: an employee never gets a job's price or customer", () => {
    expect(bulkFields(jobsResource, 2).map((f) => f.source)).toEqual(['workstationId', 'status', 'priority']);
    expect(bulkFields(jobsResource, 3).map((f) => f.source)).toEqual(['workstationId', 'projectId', 'status', 'priority']);
  });

  it("never offers a field fixed after create: a project's template gave it its steps once", () => {
    expect(bulkFields(projectsResource, 0).map((f) => f.source)).toEqual(['priority']);
    expect(bulkFields(projectsResource, 3).map((f) => f.source)).toEqual(['status', 'priority']);
  });
});
