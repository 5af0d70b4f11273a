import { useCallback, useState } from 'react';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { transferScreens as texts } from '../../i18n/tr/transferScreens';
import { readPreview, type ImportPreview } from './importPreview';
import { ImportRejected, uploadImport, type ImportOutcome, type ImportRowError } from './transferApi';

/** Where an import stands: each step of the dialog is one of these. */
export type ImportStep =
  | { kind: 'choose'; problem?: string }
  | { kind: 'preview'; file: File; preview: ImportPreview }
  | { kind: 'sending'; file: File; preview: ImportPreview; dryRun: boolean; share: number; serverWorking: boolean }
  | { kind: 'rejected'; file: File; preview: ImportPreview; errors: readonly ImportRowError[]; message: string }
  | { kind: 'clean'; file: File; preview: ImportPreview }
  | { kind: 'done'; outcome: ImportOutcome };

const messageOf = (err: unknown) => (err instanceof Error && err.message) || texts.failed;

/** The import's steps: choose a file, preview it, check it on the server (dry run), then import it. */
export const useImportFlow = (declaration: ResourceDeclaration) => {
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' });

  const choose = useCallback(
    async (file: File) => {
      if (!file.name.toLowerCase().endsWith('.csv')) return setStep({ kind: 'choose', problem: texts.notCsv });
      try {
        const preview = await readPreview(declaration, file);
        if (!preview.columns.length || !preview.rows.length) return setStep({ kind: 'choose', problem: texts.emptyFile });
        setStep({ kind: 'preview', file, preview });
      } catch {
        setStep({ kind: 'choose', problem: texts.unreadable });
      }
    },
    [declaration],
  );

  /** Sends the file; a dry run ends clean or rejected, a real run done. Any other failure comes back as a rejection of the whole file. */
  const send = useCallback(
    async (file: File, preview: ImportPreview, dryRun: boolean) => {
      setStep({ kind: 'sending', file, preview, dryRun, share: 0, serverWorking: false });
      const progress = {
        onUpload: (share: number) => setStep((s) => (s.kind === 'sending' ? { ...s, share } : s)),
        onServerWorking: () => setStep((s) => (s.kind === 'sending' ? { ...s, share: 1, serverWorking: true } : s)),
      };
      try {
        const outcome = await uploadImport(declaration, file, dryRun, progress);
        setStep(dryRun ? { kind: 'clean', file, preview } : { kind: 'done', outcome });
      } catch (err) {
        const errors = err instanceof ImportRejected ? err.errors : [];
        setStep({ kind: 'rejected', file, preview, errors, message: messageOf(err) });
      }
    },
    [declaration],
  );

  const reset = useCallback(() => setStep({ kind: 'choose' }), []);
  return { step, choose, send, reset };
};
