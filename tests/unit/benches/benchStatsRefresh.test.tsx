import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBenchList } from './renderBenchList';

afterEach(cleanup);

/** Two benches in memory; the server's counts follow what an update stored. */
const benchesServer = () => {
  const rows = [
    { id: 1, name: 'Tezgah 1', status: 'Aktif' },
    { id: 2, name: 'Tezgah 2', status: 'Aktif' },
  ];
  return {
    getList: async (_resource: string, params: { filter?: { status?: string } }) => {
      const matching = rows.filter((row) => !params.filter?.status || row.status === params.filter.status);
      return { data: matching.map((row) => ({ ...row })), total: matching.length };
    },
    update: async (_resource: string, params: { id: number; data: { status: string } }) => {
      const row = rows.find((r) => r.id === params.id)!;
      row.status = params.data.status;
      return { data: { ...row } };
    },
  } as unknown as DataProvider;
};

const value = (testId: string) => screen.getByTestId(`${testId}-value`);

describe('the benches page counts', { timeout: 15_000 }, () => {
  it('follows a status switch without a reload: Aktif 2 → 1, Pasif 0 → 1', async () => {
    renderBenchList(benchesServer());
    await waitFor(() => expect(value('counter-active')).toHaveTextContent('2'));
    expect(value('counter-passive')).toHaveTextContent('0');
    await userEvent.click(await screen.findByLabelText('Tezgah 1 durumunu değiştir', undefined, { timeout: 5000 }));
    await waitFor(() => expect(value('counter-active')).toHaveTextContent('1'));
    expect(value('counter-passive')).toHaveTextContent('1');
    expect(value('counter-total')).toHaveTextContent('2');
  });
});
