import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';

/** What a generated list opens over itself, when its override asks for dialogs (ResourceOverride detail / forms). */
export interface ListDialogs {
  /** Set when a record opens in a dialog rather than on its page. */
  openDetail?: (record: RaRecord) => void;
  /** Set when create and edit happen in dialogs. */
  openEdit?: (record: RaRecord) => void;
  openCreate?: () => void;
  /** The record open in its detail dialog, as it was when opened, and how to close it. */
  detail?: { record: RaRecord; close: () => void };
}

export const ListDialogsContext = createContext<ListDialogs>({});

export const useListDialogs = (): ListDialogs => useContext(ListDialogsContext);
