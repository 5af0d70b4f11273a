import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ImportDialog } from '../../../src/resources/generic/ImportDialog';
import type { ImportProgress } from '../../../src/resources/generic/transferApi';
import { materialsDeclaration } from './materialsDeclaration';

const uploadImport = vi.hoisted(() => vi.fn());
vi.mock('../../../src/resources/generic/transferApi', async (original) => ({
  ...(await original<typeof import('../../../src/resources/generic/transferApi')>()),
  uploadImport,
}));

afterEach(() => {
  cleanup();
  uploadImport.mockReset();
});

describe('the import’s progress', () => {
  it('shows the upload’s share, then the file’s row count while the server checks it', { timeout: 15_000 }, async () => {
    let progress: ImportProgress | undefined;
    uploadImport.mockImplementation((_d, _f, _dry, p: ImportProgress) => {
      progress = p;
      return new Promise(() => {});
    });
    render(
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ImportDialog declaration={materialsDeclaration} open onClose={() => {}} />
      </AdminContext>,
    );
    const rows = Array.from({ length: 1234 }, (_, i) => `"Malzeme ${i}\nikinci satır";1`);
    await userEvent.upload(screen.getByTestId('import-file'), new File([['Malzeme adı;Yoğunluk', ...rows].join('\r\n')], 'malzemeler.csv', { type: 'text/csv' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Kontrol et' }));

    act(() => progress!.onUpload(0.25));
    expect(screen.getByTestId('import-upload')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Dosya yükleniyor... %25')).toBeInTheDocument();
    act(() => progress!.onServerWorking());
    expect(screen.getByText('1.234 kayıt kontrol ediliyor...')).toBeInTheDocument();
    expect(screen.getByTestId('import-working')).not.toHaveAttribute('aria-valuenow');
  });
});
