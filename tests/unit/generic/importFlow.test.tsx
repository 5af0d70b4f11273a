import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportErrorTable } from '../../../src/resources/generic/ImportErrorTable';
import { ImportRejected, type ImportProgress } from '../../../src/resources/generic/transferApi';
import { useImportFlow } from '../../../src/resources/generic/useImportFlow';
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

const csv = (text: string, name = 'malzemeler.csv') => new File([text], name, { type: 'text/csv' });

describe('the import steps', () => {
  it('refuses a file that is not a .csv, and one with no data rows', async () => {
    const { result } = renderHook(() => useImportFlow(materialsDeclaration));
    await act(() => result.current.choose(csv('a;b\n1;2', 'liste.xlsx')));
    expect(result.current.step).toEqual({ kind: 'choose', problem: 'Lütfen .csv uzantılı bir dosya seçin' });
    await act(() => result.current.choose(csv('Malzeme adı;Yoğunluk\n')));
    expect(result.current.step).toEqual({ kind: 'choose', problem: 'Dosyada veri satırı yok' });
  });

  it('previews, reports upload then server work, and keeps the server’s row errors from a dry run', async () => {
    const { result } = renderHook(() => useImportFlow(materialsDeclaration));
    await act(() => result.current.choose(csv('Malzeme adı;Yoğunluk\nÇelik;7,85\n;1\n')));
    const step = result.current.step;
    if (step.kind !== 'preview') throw new Error(`expected preview, got ${step.kind}`);
    expect(step.preview.rows).toHaveLength(2);

    let progress: ImportProgress | undefined;
    let reject: (err: unknown) => void = () => {};
    uploadImport.mockImplementation((_d, _f, _dry, p: ImportProgress) => {
      progress = p;
      return new Promise((_, r) => (reject = r));
    });
    act(() => void result.current.send(step.file, step.preview, true));
    act(() => progress!.onUpload(0.4));
    expect(result.current.step).toMatchObject({ kind: 'sending', dryRun: true, share: 0.4, serverWorking: false });
    act(() => progress!.onServerWorking());
    expect(result.current.step).toMatchObject({ kind: 'sending', share: 1, serverWorking: true });
    await act(async () => reject(new ImportRejected('Dosyada hatalar var', [{ row: 3, field: 'name', message: 'Malzeme adı gereklidir' }])));
    expect(result.current.step).toMatchObject({ kind: 'rejected', errors: [{ row: 3, field: 'name' }] });
    expect(uploadImport).toHaveBeenCalledWith(materialsDeclaration, step.file, true, expect.anything());
  });

  it('ends clean after a dry run without errors, and done with the server’s counts after the real run', async () => {
    const { result } = renderHook(() => useImportFlow(materialsDeclaration));
    await act(() => result.current.choose(csv('Malzeme adı;Yoğunluk\nÇelik;7,85\n')));
    const step = result.current.step;
    if (step.kind !== 'preview') throw new Error('expected preview');
    uploadImport.mockResolvedValueOnce({ dryRun: true, created: 0, updated: 0 });
    await act(() => result.current.send(step.file, step.preview, true));
    expect(result.current.step.kind).toBe('clean');
    uploadImport.mockResolvedValueOnce({ dryRun: false, created: 1, updated: 0 });
    await act(() => result.current.send(step.file, step.preview, false));
    await waitFor(() => expect(result.current.step).toEqual({ kind: 'done', outcome: { dryRun: false, created: 1, updated: 0 } }));
  });
});

describe('the import error table', () => {
  it('names each error’s row and the field by its Turkish label', () => {
    render(<ImportErrorTable declaration={materialsDeclaration} errors={[{ row: 17, field: 'density', message: 'Sayı olmalıdır' }, { row: 4, field: '', message: 'Fazla sütun' }]} />);
    const rows = within(screen.getByTestId('import-errors')).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['SatırAlanHata', '17YoğunlukSayı olmalıdır', '4-Fazla sütun']);
  });
});
