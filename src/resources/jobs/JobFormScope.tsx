import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { SaveContextProvider, useNotify, useRecordContext, useSaveContext, type RaRecord } from 'react-admin';
import { jobs as texts } from '../../i18n/tr/jobs';
import { requestErrorText } from '../../ui/requestError';
import { createJobBody, editJobBody, type JobFormValues } from './jobBody';
import { discardPhotos } from './photoFiles';
import { PhotoUploadError, uploadPhotos } from './uploadPhoto';
import { useBenches, type Bench } from './useBenches';
import { useJobPeople, type JobPeople } from './useJobPeople';

interface JobFormState {
  people: JobPeople;
  /** Benches a job may be put on ('Aktif'), and the job's own when it is no longer active. */
  benches: Bench[];
  editing: boolean;
  files: File[];
  setFiles: (files: File[]) => void;
  /** Share uploaded (0 to 1) while the photos go up, otherwise null. */
  progress: number | null;
}

const JobFormContext = createContext<JobFormState | null>(null);

/** What the job form's own inputs share: the people and benches to pick, the photos picked. */
export const useJobForm = (): JobFormState => useContext(JobFormContext)!;

/**
 * The generated job form's scope (ResourceOverride formScope, 001 sections 2.3 and 5): it loads
 * the people and benches once for the pickers; its save uploads the picked photos first (with
 * progress), then sends the body the spec describes (jobBody.ts) made from the declared form.
 */
export const JobFormScope = ({ children }: { children: ReactNode }) => {
  const context = useSaveContext();
  const job = useRecordContext();
  const editing = job?.id !== undefined;
  const notify = useNotify();
  const people = useJobPeople();
  const { benches: all, active } = useBenches();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const own = editing ? all.find((b) => b.id === job.workstationId && b.status !== 'Aktif') : undefined;
  const benches = useMemo(() => (own ? [...active, own] : active), [own, active]);

  const upload = async (): Promise<string[] | null> => {
    if (!files.length) return [];
    setProgress(0);
    try {
      return await uploadPhotos(files, setProgress);
    } catch (err) {
      const failed = err as PhotoUploadError;
      void discardPhotos(failed.uploaded ?? []);
      notify(requestErrorText(failed.cause ?? err, texts.photos.uploadFailed), { type: 'error' });
      return null;
    } finally {
      setProgress(null);
    }
  };
  const save = async (data: Partial<RaRecord>, callbacks?: object) => {
    const values = data as JobFormValues;
    const names = {
      workstationName: all.find((b) => b.id === values.workstationId)?.name,
      assignedToName: people.operators.find((o) => o.id === values.assignedTo)?.name,
    };
    if (editing) return context.save?.(editJobBody(values, names, people.privileged), callbacks);
    const keys = await upload();
    // A failed upload was said; the form stays open with what was typed.
    if (keys === null) return;
    return context.save?.(createJobBody(values, names, people.privileged, keys), callbacks);
  };
  const value = useMemo(() => ({ people, benches, editing, files, setFiles, progress }), [people, benches, editing, files, progress]);
  return (
    <SaveContextProvider value={{ ...context, save }}>
      <JobFormContext.Provider value={value}>{children}</JobFormContext.Provider>
    </SaveContextProvider>
  );
};
