import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { SaveContextProvider, useNotify, useRecordContext, useSaveContext, type RaRecord } from 'react-admin';
import { projects } from '../../../i18n/tr/projects';
import { requestErrorText } from '../../../ui/requestError';
import { uploadProjectFile, uploadProjectPhoto } from '../projectApi';

interface ProjectFormState {
  photos: File[];
  files: File[];
  setPhotos: (files: File[]) => void;
  setFiles: (files: File[]) => void;
  /** The uploads' percentage while they run. */
  progress: number | null;
}

const ProjectFormContext = createContext<ProjectFormState | null>(null);

/** What the project form's own inputs share: the files picked (the people pickers search on their own). */
export const useProjectForm = (): ProjectFormState => useContext(ProjectFormContext)!;

/**
 * The generated project form's scope (ResourceOverride formScope): its save uploads the picked
 * photos and files first, each with its progress, then sends the project with their keys added to
 * its attachments (001 sections 2.4, 7).
 */
export const ProjectFormScope = ({ children }: { children: ReactNode }) => {
  const context = useSaveContext();
  const editing = useRecordContext()?.id !== undefined;
  const notify = useNotify();
  const [photos, setPhotos] = useState<File[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (): Promise<string[]> => {
    const all = [...photos, ...files];
    const keys: string[] = [];
    for (const [i, file] of all.entries()) {
      const events = { onProgress: (loaded: number, total: number) => setProgress(((i + (total ? loaded / total : 0)) / all.length) * 100) };
      keys.push(i < photos.length ? await uploadProjectPhoto(file, events) : (await uploadProjectFile(file, events)).fileKey);
    }
    return keys;
  };
  const save = async (data: Partial<RaRecord>, callbacks?: object) => {
    let keys: string[];
    try {
      keys = await upload();
    } catch (err) {
      notify(requestErrorText(err, editing ? projects.updateFailed : projects.createFailed), { type: 'error' });
      return;
    } finally {
      setProgress(null);
    }
    return context.save?.({ ...data, attachments: [...((data.attachments as string[] | undefined) ?? []), ...keys] }, callbacks);
  };
  const value = useMemo(() => ({ photos, files, setPhotos, setFiles, progress }), [photos, files, progress]);
  return (
    <SaveContextProvider value={{ ...context, save }}>
      <ProjectFormContext.Provider value={value}>{children}</ProjectFormContext.Provider>
    </SaveContextProvider>
  );
};
