import { createContext, useContext } from 'react';
import type { JobRecord } from './jobRecord';

/** The dialogs of the job list (001 section 2.2), one open at a time. */
export type JobDialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'addPhoto' | 'addOperation' | 'orderOperations'; job: JobRecord }
  | { kind: 'viewer'; job: JobRecord; index: number };

/** Opens a dialog from anywhere in the list (table cells, cards) without threading callbacks. */
export const JobDialogContext = createContext<(dialog: JobDialog) => void>(() => undefined);

export const useOpenJobDialog = () => useContext(JobDialogContext);
