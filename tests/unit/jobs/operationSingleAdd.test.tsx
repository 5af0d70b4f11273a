import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../../src/i18n/tr/jobs';
import { HttpError } from '../../../src/providers/httpClient';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { JobRecord } from '../../../src/resources/jobs/jobRecord';
import { OperationSingleAdd } from '../../../src/resources/jobs/OperationSingleAdd';
import { ToastProvider } from '../../../src/ui/ToastProvider';

// The single-add picker: a started or finished operation's chip offers no ×; a pending one's does.

const calls = vi.hoisted(() => ({ addJobOperation: vi.fn(), removeJobOperation: vi.fn() }));
vi.mock('../../../src/resources/jobs/jobOperationCalls', () => calls);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const op = (id: number, name: string, progress: string) => ({ _id: id, operationId: id, name, status: 'active', progress });
const JOB = {
  id: 5,
  description: 'Mil',
  operations: [op(1, 'Tornalama', 'done'), op(2, 'Frezeleme', 'running'), op(3, 'Delme', 'pending')],
  attachments: [],
} as unknown as JobRecord;

const provider = { getList: vi.fn(async () => ({ data: [], total: 0 })) } as unknown as DataProvider;

const renderPicker = () =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={provider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ToastProvider>
          <OperationSingleAdd job={JOB} onClose={vi.fn()} />
        </ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );

const chip = (name: string) => within(screen.getByTestId('job-operations-on-job')).getByText(new RegExp(name)).closest('.MuiChip-root') as HTMLElement;

describe('the job’s single-add operation picker', () => {
  it('offers no × on a finished or running operation, with a tooltip saying why', async () => {
    renderPicker();
    for (const name of ['Tornalama', 'Frezeleme']) {
      expect(within(chip(name)).queryByTestId('CancelIcon')).toBeNull();
      await userEvent.hover(chip(name));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(jobs.operations.startedHint);
      await userEvent.unhover(chip(name));
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    }
    expect(calls.removeJobOperation).not.toHaveBeenCalled();
  });

  it('removes a pending one with its ×', async () => {
    calls.removeJobOperation.mockResolvedValue({ ...JOB, operations: JOB.operations.slice(0, 2) });
    renderPicker();
    await userEvent.click(within(chip('Delme')).getByTestId('CancelIcon'));
    expect(calls.removeJobOperation).toHaveBeenCalledWith(5, 3);
    await waitFor(() => expect(within(screen.getByTestId('job-operations-on-job')).queryByText(/Delme/)).toBeNull());
  });

  it('shows the server’s refusal when a removal is refused', async () => {
    const message = '"Delme" operasyonu başlatılmış ya da tamamlanmış; işten çıkarılamaz.';
    calls.removeJobOperation.mockRejectedValue(new HttpError(message, 409, { success: false, message }));
    renderPicker();
    await userEvent.click(within(chip('Delme')).getByTestId('CancelIcon'));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
